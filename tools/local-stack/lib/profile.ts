import { join } from 'node:path';
import { APP_PORTS, PROFILE_PREFIX, TEST_SITE_URL } from '../../ports.mjs';
import { DATA_ROOT } from './paths.ts';

export type Profile = 'dev' | 'test';

/** The site each profile's stack sends visitors back to: `npm start`'s shell, the e2e run's shell. */
const DEFAULT_SITE_URL: Record<Profile, string> = {
  dev: `http://localhost:${APP_PORTS.shell}`,
  test: TEST_SITE_URL,
};

export function resolveSiteUrl(profile: Profile, override?: string): string {
  return override ?? process.env[`${PROFILE_PREFIX[profile]}SITE_URL`] ?? DEFAULT_SITE_URL[profile];
}

export function resolveExternalDatabaseUrl(profile: Profile): string | undefined {
  const value = process.env[`${PROFILE_PREFIX[profile]}DATABASE_URL`];
  return value === undefined || value === '' ? undefined : value;
}

/** The profile's data folder: .data/<profile>, or TEST_STACK_DATA_DIR for the test profile. */
export function resolveDataDir(profile: Profile): string {
  const testDir = process.env.TEST_STACK_DATA_DIR;
  if (profile === 'test' && testDir) return testDir;
  return join(DATA_ROOT, profile);
}
