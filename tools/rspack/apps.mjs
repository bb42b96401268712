// The one list of the apps in the composed site: federation name, folder, local ports.
// Ports can be moved with env vars (SHELL_PORT, MARKETING_PORT, …) so a test run can sit beside
// a developer's running site.
export const APPS = [
  { name: 'shell', port: 4200 },
  { name: 'marketing', port: 4201 },
  { name: 'commerce', port: 4202 },
  { name: 'content', port: 4203 },
  { name: 'music', port: 4204 },
  { name: 'admin', port: 4205 },
];

export const REMOTE_NAMES = APPS.filter((app) => app.name !== 'shell').map((app) => app.name);

/** Port of an app, honouring e.g. MARKETING_PORT=5201. */
export function appPort(name, env = process.env) {
  const app = APPS.find((a) => a.name === name);
  if (!app) throw new Error(`Unknown app ${name}`);
  const fromEnv = env[`${name.toUpperCase()}_PORT`];
  return fromEnv ? Number(fromEnv) : app.port;
}
