import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appPortsFrom, basePort, BASE_PORTS, stackPortsFrom } from '../../tools/ports.mjs';

// The e2e run has ports of its own, so it can run beside a developer's `npm start`. Two e2e runs on
// one machine (two checkouts) move apart with E2E_APP_PORT_BASE, E2E_STACK_PORT_BASE and E2E_DATA_DIR.
/** The app servers' port variables as the run sets them: { SHELL_PORT: '5200', MARKETING_PORT: '5201', … }. */
export const E2E_PORTS = appPortsFrom(basePort(BASE_PORTS.e2eApps));

/**
 * A site deployed elsewhere (the production rehearsal's CDN) and the stack behind it, both already
 * running: E2E_DEPLOYED_SITE names a JSON file with these values. The run then starts and stops
 * nothing and runs only the tests tagged @deployed (e2e/playwright.config.ts).
 */
export interface DeployedSite {
  siteUrl: string;
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailApiUrl: string;
  dbUrl: string;
}

const DEPLOYED_KEYS = ['siteUrl', 'apiUrl', 'anonKey', 'serviceRoleKey', 'mailApiUrl', 'dbUrl'] as const;

function readDeployedSite(file: string): DeployedSite {
  if (!existsSync(file)) throw new Error(`E2E_DEPLOYED_SITE=${file}: no such file`);
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new Error(`E2E_DEPLOYED_SITE=${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  const missing = DEPLOYED_KEYS.filter((key) => typeof parsed[key] !== 'string' || parsed[key] === '');
  if (missing.length > 0) throw new Error(`E2E_DEPLOYED_SITE=${file} lacks ${missing.join(', ')} (it must hold ${DEPLOYED_KEYS.join(', ')})`);
  const site = Object.fromEntries(DEPLOYED_KEYS.map((key) => [key, (parsed[key] as string).replace(/\/+$/, '')])) as unknown as DeployedSite;
  // Only the origin: the suite's paths (/, /tienda, …) are the site's own.
  site.siteUrl = new URL(site.siteUrl).origin;
  return site;
}

/** The deployed site under test, or null for the usual run (the suite starts its own site). */
export const DEPLOYED_SITE: DeployedSite | null = process.env.E2E_DEPLOYED_SITE ? readDeployedSite(process.env.E2E_DEPLOYED_SITE) : null;

/** The e2e run's own local stack: ports and data folder of its own, away from the integration tests. */
export const E2E_STACK_PORTS = stackPortsFrom(basePort(BASE_PORTS.e2eStack));
const dataDir = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../../.data/e2e', import.meta.url));
/**
 * The run's data folder. Against a deployed site it holds only the state read from E2E_DEPLOYED_SITE
 * (a folder of its own, so a usual run's stack data is never touched).
 */
export const E2E_STACK_DIR = DEPLOYED_SITE ? `${dataDir}-deployed` : dataDir;
/** The e2e run's release store: emptied by the global setup, then every app is built, released and promoted. */
export const E2E_RELEASES_DIR = `${E2E_STACK_DIR}/releases`;

export const SITE_URL = DEPLOYED_SITE?.siteUrl ?? `http://localhost:${E2E_PORTS.SHELL_PORT}`;

/** Sets the env the app servers, the release commands and the stack helpers (tools/local-stack/testing.ts) read. */
export function useE2eEnvironment(): void {
  // A deployed site's servers are not this run's: only the stack helpers' folder is set.
  if (DEPLOYED_SITE) Object.assign(process.env, { TEST_STACK_DATA_DIR: E2E_STACK_DIR });
  else Object.assign(process.env, E2E_PORTS, { TEST_STACK_DATA_DIR: E2E_STACK_DIR, PITWALL_RELEASES_DIR: E2E_RELEASES_DIR });
}
