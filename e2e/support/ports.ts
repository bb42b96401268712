import { fileURLToPath } from 'node:url';

// The e2e run has ports of its own, so it can run beside a developer's `npm start`. Two e2e runs on
// one machine (two checkouts) move apart with E2E_APP_PORT_BASE, E2E_STACK_PORT_BASE and E2E_DATA_DIR.
const appBase = Number(process.env.E2E_APP_PORT_BASE ?? 5200);
const stackBase = Number(process.env.E2E_STACK_PORT_BASE ?? 58321);

export const E2E_PORTS = {
  SHELL_PORT: String(appBase),
  MARKETING_PORT: String(appBase + 1),
  COMMERCE_PORT: String(appBase + 2),
  CONTENT_PORT: String(appBase + 3),
  MUSIC_PORT: String(appBase + 4),
  ADMIN_PORT: String(appBase + 5),
} as const;

/** The e2e run's own local stack: ports and data folder of its own, away from the integration tests. */
export const E2E_STACK_PORTS = { api: stackBase, db: stackBase + 1, mailWeb: stackBase + 3, smtp: stackBase + 4 };
export const E2E_STACK_DIR = process.env.E2E_DATA_DIR ?? fileURLToPath(new URL('../../.data/e2e', import.meta.url));
/** The e2e run's release store: emptied by the global setup, then every app is built, released and promoted. */
export const E2E_RELEASES_DIR = `${E2E_STACK_DIR}/releases`;

export const SITE_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;

/** Sets the env the app servers, the release commands and the stack helpers (tools/local-stack/testing.ts) read. */
export function useE2eEnvironment(): void {
  Object.assign(process.env, E2E_PORTS, { TEST_STACK_DATA_DIR: E2E_STACK_DIR, PITWALL_RELEASES_DIR: E2E_RELEASES_DIR });
}
