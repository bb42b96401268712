import { fileURLToPath } from 'node:url';

// The e2e run has ports of its own, so it can run beside a developer's `npm start`.
export const E2E_PORTS = {
  SHELL_PORT: '5200',
  MARKETING_PORT: '5201',
  COMMERCE_PORT: '5202',
  CONTENT_PORT: '5203',
  MUSIC_PORT: '5204',
  ADMIN_PORT: '5205',
} as const;

/** The e2e run's own local stack: ports and data folder of its own, away from the integration tests. */
export const E2E_STACK_PORTS = { api: 58321, db: 58322, mailWeb: 58324, smtp: 58325 };
export const E2E_STACK_DIR = fileURLToPath(new URL('../../.data/e2e', import.meta.url));

export const SITE_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;

/** Sets the env the app servers and the stack helpers (tools/local-stack/testing.ts) read. */
export function useE2eEnvironment(): void {
  Object.assign(process.env, E2E_PORTS, { TEST_STACK_DATA_DIR: E2E_STACK_DIR });
}
