// The one list of the apps in the composed site: federation name and local port (tools/ports.mjs
// holds the ports and the variables that move them, SHELL_PORT, MARKETING_PORT, …).
import { APP_PORTS } from '../ports.mjs';

export { appPort } from '../ports.mjs';

export const APPS = Object.entries(APP_PORTS).map(([name, port]) => ({ name, port }));

export const REMOTE_NAMES = APPS.filter((app) => app.name !== 'shell').map((app) => app.name);
