import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '../support/test.ts';
import { sourceRoutes } from '../../tools/release/routes.mjs';
import { E2E_PORTS, E2E_RELEASES_DIR, SITE_URL } from '../support/ports.ts';
import { headingOf } from '../support/routes.ts';

// Each team ships on its own schedule: a remote is released (an immutable, content-hashed folder of
// the release store), promoted, rolled back, and carries its own routes, all while the site runs
// and with no shell build or release. The shell's release and pointer stay as they are throughout.

const run = promisify(execFile);
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const work = `${workspaceRoot}/tmp/e2e-releases`;
// The home heading, and as HomePage.tsx writes it.
const HOME_V1 = headingOf('/');
const HOME_V1_IN_SOURCE = HOME_V1.replace('\u00a0', '\\u00a0');
const HOME_V2 = 'Nueva temporada de bienestar';

/** `npm run <script> -- <args>` on the e2e run's release store; resolves to stdout, rejects with stderr. */
async function npmRun(script: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', script, '--', ...args, '--store', E2E_RELEASES_DIR], { cwd: workspaceRoot });
  return stdout;
}

const liveManifest = () => JSON.parse(readFileSync(`${E2E_RELEASES_DIR}/live.json`, 'utf8'));
const liveOf = (app: string): string => liveManifest().apps[app].live.version;
const shellPointer = () => readFileSync(`${E2E_RELEASES_DIR}/shell/index.html`, 'utf8');

interface Variant {
  /** Replaces the home page's heading in this build only (a loader: the source is not touched). */
  heading?: string;
  routes?: { path: string; page: string }[];
  /** The shared block's react entries pinned to another version, as a build against it would be. */
  react?: string;
}

/** A real production build of marketing with its real config and one difference; returns its folder. */
async function buildMarketing(label: string, { heading, routes, react }: Variant): Promise<string> {
  const outDir = `${work}/${label}`;
  const config = `${work}/${label}.config.mjs`;
  writeFileSync(
    config,
    `import { createConfig } from '${workspaceRoot}/tools/rspack/create-config.mjs';
import { SHARED } from '${workspaceRoot}/tools/rspack/shared.mjs';
const react = ${JSON.stringify(react ?? null)};
const shared = react
  ? { ...SHARED, react: { singleton: true, requiredVersion: '^' + react, version: react }, 'react/': { singleton: true, requiredVersion: '^' + react, version: react } }
  : SHARED;
const base = createConfig({ name: 'marketing', exposes: { './pages': './src/remote-entry.ts' }, shared${routes ? `, routes: ${JSON.stringify(routes)}` : ''} });
export default (env, argv) => {
  const config = base(env, argv);
  ${heading ? `config.module.rules.unshift({ test: /HomePage\\.tsx$/, enforce: 'pre', loader: '${work}/heading-loader.cjs', options: { from: ${JSON.stringify(HOME_V1_IN_SOURCE)}, to: ${JSON.stringify(heading)} } });` : ''}
  return config;
};
`,
  );
  await run(process.execPath, ['node_modules/@rspack/cli/bin/rspack.js', 'build', '--mode', 'production', '-c', config], {
    cwd: workspaceRoot,
    env: { ...process.env, PITWALL_OUT_DIR: outDir },
  });
  return outDir;
}

/** Releases a build folder of marketing; returns its version. */
async function release(dir: string): Promise<string> {
  const output = await npmRun('release', 'marketing', '--from', dir);
  const version = /Released marketing ([0-9a-f]{12})/.exec(output)?.[1];
  if (!version) throw new Error(`unexpected release output:\n${output}`);
  return version;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

let original: string;
/** The release with HOME_V2, made by the first test. */
let withNewHeading: string;
const PAGES_DIR = `${E2E_RELEASES_DIR}/pages`;

/** Every prerendered file of these remotes with its SHA-256. */
function pagesOf(remotes: string[]): Record<string, string> {
  return Object.fromEntries(
    remotes.flatMap((remote) =>
      readdirSync(`${PAGES_DIR}/${remote}`, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const file = `${entry.parentPath}/${entry.name}`;
          return [file.slice(PAGES_DIR.length), createHash('sha256').update(readFileSync(file)).digest('hex')];
        }),
    ),
  );
}

const prerender = (remote: string) => run('npm', ['run', '--silent', 'prerender', '--', remote, '--site', SITE_URL, '--out', PAGES_DIR], { cwd: workspaceRoot });

test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(
    `${work}/heading-loader.cjs`,
    `module.exports = function (source) {
  const { from, to } = this.getOptions();
  if (!source.includes(from)) throw new Error('heading ' + from + ' not found in ' + this.resourcePath);
  return source.replace(from, to);
};
`,
  );
  original = liveOf('marketing');
});

test.afterAll(async () => {
  // Leave the site as the other specs expect it: the release of the current code live.
  if (liveOf('marketing') !== original) await npmRun('promote', 'marketing', original);
  rmSync(work, { recursive: true, force: true });
});

test('a new marketing release goes live and back with no shell build, and an open tab keeps working', async ({ page, context }) => {
  test.setTimeout(120_000);
  const shellVersion = liveOf('shell');
  const pointer = shellPointer();

  // v1: releasing the code that is live gives the same version (same content), copying nothing.
  const again = await npmRun('release', 'marketing');
  expect(again).toContain(`marketing ${original} is already released (same content): nothing copied`);
  const v1 = original;
  const v2 = await release(await buildMarketing('v2', { heading: HOME_V2 }));
  expect(v2).not.toBe(v1);
  withNewHeading = v2;

  // A visitor opens the site on v1…
  const fromMarketing = (url: string) => new URL(url).port === E2E_PORTS.MARKETING_PORT;
  const marketingFiles: string[] = [];
  const failures: string[] = [];
  page.on('request', (request) => fromMarketing(request.url()) && marketingFiles.push(new URL(request.url()).pathname));
  page.on('requestfailed', (request) => fromMarketing(request.url()) && failures.push(request.url()));
  page.on('response', (response) => fromMarketing(response.url()) && response.status() >= 400 && failures.push(`${response.status()} ${response.url()}`));
  await page.goto('/');
  await expect(heading(page)).toHaveText(HOME_V1);

  // …v2 is promoted…
  expect(await npmRun('promote', 'marketing', v2.slice(0, 7))).toContain(`marketing ${v2} is live (was ${v1}`);
  const fresh = await context.newPage();
  await fresh.goto('/');
  await expect(heading(fresh)).toHaveText(HOME_V2);
  expect(liveOf('shell')).toBe(shellVersion);
  expect(shellPointer()).toBe(pointer);

  // …and the tab opened on v1 still moves between marketing pages, on v1's files (still served).
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await nav.getByRole('link', { name: 'What is it', exact: true }).click();
  await expect(heading(page)).toHaveText(headingOf('/nosotros'));
  await nav.getByRole('link', { name: 'Soluciones', exact: true }).click();
  await expect(heading(page)).toHaveText('Soluciones');
  await nav.getByRole('link', { name: 'Inicio', exact: true }).click();
  await expect(heading(page)).toHaveText(HOME_V1);
  expect(marketingFiles.filter((path) => path.includes('AboutPage'))).toEqual([expect.stringMatching(new RegExp(`^/${v1}/`))]);
  expect(marketingFiles.filter((path) => !path.startsWith(`/${v1}/`))).toEqual([]);
  expect(failures).toEqual([]);

  // Rollback: v1 is live again.
  expect(await npmRun('rollback', 'marketing')).toContain(`marketing ${v1} is live again (was ${v2})`);
  await fresh.reload();
  await expect(heading(fresh)).toHaveText(HOME_V1);
  expect(shellPointer()).toBe(pointer);

  // The history: both releases, which one is live and since when.
  const releases = await npmRun('releases', 'marketing');
  const since = liveManifest().apps.marketing.live.since.replace(/\.\d+Z$/, 'Z');
  expect(releases).toMatch(new RegExp(`● ${v1}  LIVE since ${since}`));
  expect(releases).toMatch(new RegExp(`  ${v2}  was live \\S+ → ${since}`));
});

test("a redeployed remote's pages are prerendered again alone: the new heading in its HTML, the others' HTML untouched", async ({ page, request }) => {
  test.setTimeout(120_000);
  const others = ['commerce', 'content', 'music'];
  const before = pagesOf(others);
  const plainShell = '<div id="root"></div>';
  expect(await (await request.get('/')).text()).toContain(`${HOME_V1}</h1>`);

  await npmRun('promote', 'marketing', withNewHeading);
  // Until marketing is prerendered again its routes render in the browser: HTML the live release
  // would not hydrate is never served.
  expect(await (await request.get('/')).text()).toContain(plainShell);
  await page.goto('/');
  await expect(heading(page)).toHaveText(HOME_V2);

  await prerender('marketing');
  const html = await (await request.get('/')).text();
  expect(html).toContain('<div id="root" data-prerendered="/">');
  expect(html).toContain(`${HOME_V2}</h1>`);
  expect(html).not.toContain(HOME_V1);
  expect(pagesOf(others)).toEqual(before);
  await page.goto('/');
  await expect(heading(page)).toHaveText(HOME_V2);

  // Back to the release the other specs expect, with its pages.
  await npmRun('promote', 'marketing', original);
  await prerender('marketing');
  expect(await (await request.get('/')).text()).toContain(`${HOME_V1}</h1>`);
});

test("a release with a changed route list brings its new route with no shell release; a claim on another remote's path is ignored", async ({ page }) => {
  test.setTimeout(90_000);
  const shellVersion = liveOf('shell');
  const routes = [...sourceRoutes('marketing'), { path: '/nuestra-historia', page: 'about' }, { path: '/tienda', page: 'home' }];
  const version = await release(await buildMarketing('routes', { routes }));
  await npmRun('promote', 'marketing', version);

  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/nuestra-historia');
  await expect(heading(page)).toHaveText(headingOf('/nosotros'));
  expect(warnings).toContain('remotes.json: se ignora la ruta /tienda de «marketing»: es de «commerce»');
  await page.goto('/tienda');
  await expect(heading(page)).toHaveText('Tienda');
  expect(liveOf('shell')).toBe(shellVersion);

  // Back to the release without that route: the address is a 404 again.
  await npmRun('rollback', 'marketing');
  await page.goto('/nuestra-historia');
  await expect(heading(page)).toHaveText('Oops! Page not found');
});

test('a release built against another React major is refused before promotion, naming the package and both versions', async ({ page }) => {
  test.setTimeout(90_000);
  const shellVersion = liveOf('shell');
  const version = await release(await buildMarketing('react18', { heading: HOME_V2, react: '18.3.1' }));
  const refusal = await npmRun('promote', 'marketing', version).then(
    (stdout) => ({ ok: true, message: stdout }),
    (error: { stderr: string }) => ({ ok: false, message: error.stderr }),
  );
  expect(refusal.ok).toBe(false);
  expect(refusal.message).toContain(`Refused: marketing ${version} is not compatible with what is live:`);
  expect(refusal.message).toContain(`react: marketing ${version} is built against react 18.3.1, the live shell (${shellVersion}) provides react 19.2.0`);
  expect(liveOf('marketing')).toBe(original);
  await page.goto('/');
  await expect(heading(page)).toHaveText(HOME_V1);
});
