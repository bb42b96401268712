// Every port the project's servers listen on, with the environment variable that moves it. Plain
// JavaScript because the .mjs tools (the app servers, the build, `npm run size`) import it as well
// as the TypeScript ones.
//
// - The six app servers: SHELL_PORT, MARKETING_PORT, COMMERCE_PORT, CONTENT_PORT, MUSIC_PORT,
//   ADMIN_PORT (default 4200…4205: `npm start` and `npm run dev`).
// - The local stack: API_PORT, DB_PORT, MAIL_WEB_PORT, SMTP_PORT for `npm start`'s stack, the same
//   names with TEST_ in front for the integration tests' (and TEST_SITE_URL for its site).
// - A run that starts a whole site of its own places the apps and its stack from two bases:
//   E2E_APP_PORT_BASE / E2E_STACK_PORT_BASE, PERF_APP_PORT_BASE / PERF_STACK_PORT_BASE,
//   SIZE_PORT_BASE (apps only); the production rehearsal's ports are fixed.
// - DB_TYPES_DB_PORT: the type generator's scratch database (default: any free port).

/** @typedef {'shell' | 'marketing' | 'commerce' | 'content' | 'music' | 'admin'} AppName */
/** @typedef {{ api: number, db: number, mailWeb: number, smtp: number }} StackPorts */
/** @typedef {'dev' | 'test'} Profile */

/** The apps of the composed site in order, the shell first, and their ports for `npm start`. */
export const APP_PORTS = { shell: 4200, marketing: 4201, commerce: 4202, content: 4203, music: 4204, admin: 4205 };

/** @param {string} name an app's name: its port's variable, e.g. MARKETING_PORT. */
export const appPortVariable = (name) => `${name.toUpperCase()}_PORT`;

/**
 * Reads a port from the environment: undefined when unset, an error when it is no port.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {number | undefined}
 */
export function envPort(name, env = process.env) {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`${name}=${raw} is not a valid port number`);
  return port;
}

/**
 * An app's port: its variable (e.g. MARKETING_PORT=5201) or its default.
 * @param {string} name
 * @param {NodeJS.ProcessEnv} [env]
 */
export function appPort(name, env = process.env) {
  if (!(name in APP_PORTS)) throw new Error(`Unknown app ${name}`);
  return envPort(appPortVariable(name), env) ?? APP_PORTS[/** @type {AppName} */ (name)];
}

/**
 * The apps placed one after another from a base port, as the variables that move them
 * ({ SHELL_PORT: '5200', MARKETING_PORT: '5201', … }), for a run's own site.
 * @param {number} base
 * @returns {Record<string, string>}
 */
export function appPortsFrom(base) {
  return Object.fromEntries(Object.keys(APP_PORTS).map((name, index) => [appPortVariable(name), String(base + index)]));
}

/** The stack's ports per profile: `npm start`'s and the integration tests'. */
export const STACK_PORTS = {
  /** @type {StackPorts} */
  dev: { api: 54321, db: 54322, mailWeb: 54324, smtp: 54325 },
  /** @type {StackPorts} */
  test: { api: 55321, db: 55322, mailWeb: 55324, smtp: 55325 },
};

/** The variable of each stack port; the test profile's have TEST_ in front (a developer's never leak in). */
export const STACK_PORT_VARIABLES = { api: 'API_PORT', db: 'DB_PORT', mailWeb: 'MAIL_WEB_PORT', smtp: 'SMTP_PORT' };
/** @type {Record<Profile, string>} */
export const PROFILE_PREFIX = { dev: '', test: 'TEST_' };

/**
 * A profile's stack ports: the given ones, else their variables, else the defaults.
 * @param {Profile} profile
 * @param {Partial<StackPorts>} [overrides]
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {StackPorts}
 */
export function stackPorts(profile, overrides = {}, env = process.env) {
  const port = (/** @type {keyof StackPorts} */ key) =>
    overrides[key] ?? envPort(`${PROFILE_PREFIX[profile]}${STACK_PORT_VARIABLES[key]}`, env) ?? STACK_PORTS[profile][key];
  return { api: port('api'), db: port('db'), mailWeb: port('mailWeb'), smtp: port('smtp') };
}

/**
 * A stack placed from a base port (the mail catcher's web and SMTP ports keep the gap of the defaults).
 * @param {number} base
 * @returns {StackPorts}
 */
export const stackPortsFrom = (base) => ({ api: base, db: base + 1, mailWeb: base + 3, smtp: base + 4 });

/**
 * The base ports of the runs that start a site of their own (variable and default), so that each can
 * sit beside a developer's `npm start` and beside the others.
 */
export const BASE_PORTS = {
  e2eApps: { variable: 'E2E_APP_PORT_BASE', port: 5200 },
  e2eStack: { variable: 'E2E_STACK_PORT_BASE', port: 58321 },
  perfApps: { variable: 'PERF_APP_PORT_BASE', port: 4400 },
  perfStack: { variable: 'PERF_STACK_PORT_BASE', port: 54421 },
  sizeApps: { variable: 'SIZE_PORT_BASE', port: 4300 },
};

/**
 * A run's base port: its variable or its default.
 * @param {{ variable: string, port: number }} base
 * @param {NodeJS.ProcessEnv} [env]
 */
export const basePort = ({ variable, port }, env = process.env) => envPort(variable, env) ?? port;

/** The site the test profile's stack sends visitors back to (TEST_SITE_URL moves it): the e2e run's shell. */
export const TEST_SITE_URL = `http://localhost:${BASE_PORTS.e2eApps.port}`;

/** The production rehearsal's fixed ports: its CDN (site and remotes), the S3 stand-in and its stack. */
export const REHEARSAL_PORTS = { site: 4500, remotes: 4501, s3: 4502, stack: stackPortsFrom(54521) };

/** The e2e test of `npm start` itself: its apps from 5300 and its stack from 59321, beside every other run. */
export const NPM_START_E2E_PORTS = { apps: 5300, stack: stackPortsFrom(59321) };

/** Linux lends ports of this range to outgoing connections (net.ipv4.ip_local_port_range's default). */
export const EPHEMERAL = { first: 32768, last: 60999 };

/**
 * Where the tests' and tools' "any free port" comes from: below the ephemeral range, so that no
 * outgoing connection can take the port between its choice and its bind, and clear of every
 * default port above (4200–5399).
 */
export const FREE_PORT_RANGE = { first: 20_000, last: EPHEMERAL.first - 1 };

/**
 * The default ports of every stack that fall inside the ephemeral range, as the kernel's
 * ip_local_reserved_ports takes them ("54321-54325,…"). CI reserves them before it starts anything,
 * so that "port already in use" is never a matter of which source port a connection drew.
 * @returns {string}
 */
export function reservedPortRanges() {
  const stacks = [
    STACK_PORTS.dev,
    STACK_PORTS.test,
    stackPortsFrom(BASE_PORTS.e2eStack.port),
    stackPortsFrom(BASE_PORTS.perfStack.port),
    REHEARSAL_PORTS.stack,
    NPM_START_E2E_PORTS.stack,
  ];
  return stacks
    .map((stack) => Object.values(stack))
    .filter((ports) => ports.some((port) => port >= EPHEMERAL.first && port <= EPHEMERAL.last))
    .map((ports) => `${Math.min(...ports)}-${Math.max(...ports)}`)
    .join(',');
}

// `node tools/ports.mjs reserved`: the list for CI (any Node, before `npm ci`).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href && process.argv[2] === 'reserved') {
  console.log(reservedPortRanges());
}
