// The e2e run has ports of its own, so it can run beside a developer's `npm start`.
export const E2E_PORTS = {
  SHELL_PORT: '5200',
  MARKETING_PORT: '5201',
  COMMERCE_PORT: '5202',
  CONTENT_PORT: '5203',
  MUSIC_PORT: '5204',
  ADMIN_PORT: '5205',
} as const;

export const SITE_URL = `http://localhost:${E2E_PORTS.SHELL_PORT}`;

export function useE2ePorts(): void {
  Object.assign(process.env, E2E_PORTS);
}
