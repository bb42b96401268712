import { join } from 'node:path';
import { DATA_ROOT } from './paths.ts';

export type Profile = 'dev' | 'test';

export interface StackPorts {
  /** Gateway (Supabase API). */
  api: number;
  /** PostgreSQL (embedded). */
  db: number;
  /** Mail catcher web UI + HTTP API. */
  mailWeb: number;
  /** Mail catcher SMTP. */
  smtp: number;
}

const DEFAULT_PORTS: Record<Profile, StackPorts> = {
  dev: { api: 54321, db: 54322, mailWeb: 54324, smtp: 54325 },
  test: { api: 55321, db: 55322, mailWeb: 55324, smtp: 55325 },
};

const DEFAULT_SITE_URL: Record<Profile, string> = {
  dev: 'http://localhost:4200',
  test: 'http://localhost:5200',
};

/** Env names per profile; the test profile has its own so a developer's settings never leak in. */
const ENV_PREFIX: Record<Profile, string> = { dev: '', test: 'TEST_' };

function envPort(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`${name}=${raw} is not a valid port number`);
  }
  return port;
}

export function resolvePorts(profile: Profile, overrides: Partial<StackPorts> = {}): StackPorts {
  const p = ENV_PREFIX[profile];
  const d = DEFAULT_PORTS[profile];
  return {
    api: overrides.api ?? envPort(`${p}API_PORT`) ?? d.api,
    db: overrides.db ?? envPort(`${p}DB_PORT`) ?? d.db,
    mailWeb: overrides.mailWeb ?? envPort(`${p}MAIL_WEB_PORT`) ?? d.mailWeb,
    smtp: overrides.smtp ?? envPort(`${p}SMTP_PORT`) ?? d.smtp,
  };
}

export function resolveSiteUrl(profile: Profile, override?: string): string {
  return override ?? process.env[`${ENV_PREFIX[profile]}SITE_URL`] ?? DEFAULT_SITE_URL[profile];
}

export function resolveExternalDatabaseUrl(profile: Profile): string | undefined {
  const value = process.env[`${ENV_PREFIX[profile]}DATABASE_URL`];
  return value === undefined || value === '' ? undefined : value;
}

/** The profile's data folder: .data/<profile>, or TEST_STACK_DATA_DIR for the test profile. */
export function resolveDataDir(profile: Profile): string {
  const testDir = process.env.TEST_STACK_DATA_DIR;
  if (profile === 'test' && testDir) return testDir;
  return join(DATA_ROOT, profile);
}
