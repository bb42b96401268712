import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { APPS, appPort } from '../rspack/apps.mjs';
import { assertPortFree, listensOn } from '../local-stack/lib/processes.ts';
import { startStack, type RunningStack, type StackPorts } from '../local-stack/stack.ts';
import { defaultPagesDir } from '../serve/pages.mjs';
import { defaultStackDir } from '../serve/runtime-files.mjs';
import { missingChromium } from '../browser/chromium.mjs';
import { missingPages, missingPagesMessage, prerenderSite } from '../prerender/prerender.mjs';
import { keepPagesFresh } from './fresh-pages.ts';
import { promoteChecked, releaseBuild } from '../release/commands.mjs';
import { liveVersion, storeDir } from '../release/store.mjs';

// The whole site on one machine: the local Supabase-compatible stack plus the shell and the five
// remotes, each on its own port. Used by `npm start`, `npm run dev` and the e2e setup. The static
// mode serves each app's live release from a release store (tools/release), as a CDN would.

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface SiteOptions {
  profile: 'dev' | 'test';
  /** 'static' serves the live releases of a release store; 'dev' runs rspack dev servers. */
  mode: 'static' | 'dev';
  /** Build before releasing (Nx cache); false releases what dist/ holds. */
  build?: boolean;
  /** The release store (default PITWALL_RELEASES_DIR, else .releases). */
  releasesDir?: string;
  /**
   * Which apps to build, release and promote first: 'missing' (npm start) only apps with no live
   * release, so what was promoted stays live; 'all' (e2e) every app, so the current code is live.
   */
  releaseApps?: 'missing' | 'all';
  reset?: boolean;
  /** Where the stack keeps its data (default .data/<profile>). */
  dataDir?: string;
  ports?: Partial<StackPorts>;
  /** Fail (and stop) when a public page could not be prerendered, as the e2e setup does; else warn. */
  pagesRequired?: boolean;
  /**
   * Make a remote's pages again when the data they show changes (tools/site/fresh-pages.ts), as
   * `npm start` does. Off in the test runs: their pages stay the ones the run started with.
   */
  freshPages?: boolean;
  log?: (line: string) => void;
}

export interface RunningSite {
  stack: RunningStack;
  siteUrl: string;
  /** The warning about public pages not prerendered (logged already), or null. */
  pagesWarning: string | null;
  /** Pid of the process serving each app. */
  appPids: Record<string, number>;
  stop(): Promise<void>;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: workspaceRoot, stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export async function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`Nothing answered on port ${port} after ${timeoutMs / 1000}s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * An app server stops with the process that started it, however that one ends: its stdin is a pipe
 * from here, and tools/serve/exit-with-parent.mjs stops it when the pipe ends.
 */
const EXIT_WITH_PARENT = ['--import', new URL('../serve/exit-with-parent.mjs', import.meta.url).href];
const WITH_PARENT_STDIO: ['pipe', 'inherit', 'inherit'] = ['pipe', 'inherit', 'inherit'];

/** Starts the static server of one app's folder of the release store as a child process. */
export function serveApp(name: string, stackDir: string, store: string): ChildProcess {
  return spawn(process.execPath, [...EXIT_WITH_PARENT, 'tools/serve/serve-app.mjs', name, '--stack-dir', stackDir, '--dir', `${store}/${name}`], {
    cwd: workspaceRoot,
    stdio: WITH_PARENT_STDIO,
    // The shell's server makes /remotes.json from the store's live manifest.
    env: { ...process.env, PITWALL_RELEASES_DIR: store },
  });
}

/** Builds, releases and promotes the apps that need it; returns each app's live version. */
export async function releaseApps(store: string, which: 'missing' | 'all', build: boolean, log: (line: string) => void): Promise<Record<string, string>> {
  const needed = APPS.map((app) => app.name).filter((name) => which === 'all' || !liveVersion(store, name));
  if (needed.length > 0 && build) {
    log(`Building ${needed.length === APPS.length ? 'the shell and the five remotes' : needed.join(', ')}…`);
    await run(process.execPath, ['node_modules/nx/dist/bin/nx.js', 'run-many', '-t', 'build', `--projects=${needed.map((name) => `@pitwall/${name}`).join(',')}`, '--output-style=static'], {
      ...process.env,
      NX_NO_CLOUD: 'true',
      NX_DAEMON: 'false',
    });
  }
  // Built from one checkout: promoted together, checked against each other (not against the
  // releases they replace).
  if (needed.length > 0) {
    promoteChecked(store, Object.fromEntries(needed.map((name) => [name, releaseBuild(store, name, `${workspaceRoot}/dist/apps/${name}`).version])));
  }
  return Object.fromEntries(APPS.map((app) => [app.name, liveVersion(store, app.name) ?? '(none)']));
}

function devServer(name: string): ChildProcess {
  return spawn(process.execPath, [...EXIT_WITH_PARENT, 'node_modules/@rspack/cli/bin/rspack.js', 'serve', '--mode', 'development', '-c', `apps/${name}/rspack.config.mjs`], {
    cwd: workspaceRoot,
    stdio: WITH_PARENT_STDIO,
    env: { ...process.env, NODE_ENV: 'development' },
  });
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/**
 * The app ports must be free before anything starts: a server there was not started by this start
 * (another `npm start`, or what an earlier one left), and serving over it would mix two sites.
 */
async function assertAppPortsFree(log: (line: string) => void): Promise<void> {
  const taken: string[] = [];
  for (const app of APPS) if (await listensOn(appPort(app.name))) taken.push(`${app.name} ${appPort(app.name)}`);
  if (taken.length > 0) {
    throw new Error(
      `Servers this start did not start already listen on the site's ports (${taken.join(', ')}): another npm start or npm run dev, or something else. Stop them first (ss -ltnp shows their pids), or choose other ports (SHELL_PORT, MARKETING_PORT…).`,
    );
  }
  for (const app of APPS) await assertPortFree(appPort(app.name), `${app.name} app server`, { log });
}

/**
 * Every public route as finished HTML (tools/prerender). Without a page the site still works (its
 * route renders in the browser), so the site stays up, but a missing page is said so that nobody can
 * miss it: the pages and what to do. `problem` is null when every page was made; `warning`, the
 * framed warning logged, if any.
 */
async function prerenderAll(siteUrl: string, pagesDir: string, log: (line: string) => void): Promise<{ problem: string | null; warning: string | null }> {
  const noBrowser = missingChromium();
  if (noBrowser) {
    // One line: nothing to fix on the site, only a browser to install.
    log(noBrowser);
    return { problem: noBrowser, warning: null };
  }
  try {
    const report = await prerenderSite({ siteUrl, pagesDir, log: () => undefined });
    log(`Prerendered ${Object.entries(report).map(([name, { written }]) => `${name} ${written.length}`).join(', ')}`);
    const missing = missingPages(report);
    if (missing.length === 0) return { problem: null, warning: null };
    const warning = warn(log, missingPagesMessage(missing));
    return { problem: warning, warning };
  } catch (error) {
    const warning = warn(log, [`The prerender failed: no page was made (every route renders in the browser): ${error instanceof Error ? error.message : String(error)}`, 'What to do: fix the cause above, then run `npm run prerender`.']);
    return { problem: warning, warning };
  }
}

/** Logs a warning framed so that it stands out of a start-up log; returns it. */
function warn(log: (line: string) => void, lines: string[]): string {
  const rule = '!'.repeat(100);
  const text = `${rule}\n!! WARNING: PAGES MISSING\n${lines.map((line) => `!! ${line}`).join('\n')}\n${rule}`;
  log(`\n${text}\n`);
  return text;
}

export async function startSite({
  profile,
  mode,
  build = true,
  reset = false,
  dataDir,
  ports,
  releasesDir,
  releaseApps: which = 'missing',
  pagesRequired = false,
  freshPages = false,
  log = console.log,
}: SiteOptions): Promise<RunningSite> {
  const siteUrl = `http://localhost:${appPort('shell')}`;
  const store = releasesDir ?? storeDir();
  await assertAppPortsFree(log);
  if (mode === 'static') {
    const live = await releaseApps(store, which, build, log);
    log(`Serving the live releases of ${store}: ${Object.entries(live).map(([name, version]) => `${name} ${version}`).join(', ')}`);
  }
  const stack = await startStack({ profile, siteUrl, reset, dataDir, ports });
  const stackDir = dataDir ?? defaultStackDir(profile);
  const children = new Map<string, ChildProcess>();
  try {
    for (const app of APPS) children.set(app.name, mode === 'dev' ? devServer(app.name) : serveApp(app.name, stackDir, store));
    await Promise.all(APPS.map((app) => waitForPort(appPort(app.name), mode === 'dev' ? 120_000 : 30_000)));
  } catch (error) {
    await Promise.all([...children.values()].map(stopChild));
    await stack.stop();
    throw error;
  }
  let pagesWarning: string | null = null;
  let fresh: { stop(): Promise<void> } | null = null;
  if (mode === 'static') {
    const pagesDir = defaultPagesDir({ ...process.env, PITWALL_RELEASES_DIR: store });
    const { problem, warning } = await prerenderAll(siteUrl, pagesDir, log);
    pagesWarning = warning;
    if (problem && pagesRequired) {
      await Promise.all([...children.values()].map(stopChild));
      await stack.stop();
      throw new Error(problem);
    }
    if (freshPages && !missingChromium()) fresh = await keepPagesFresh({ dbUrl: stack.dbUrl, siteUrl, pagesDir, log });
  }
  return {
    stack,
    siteUrl,
    pagesWarning,
    appPids: Object.fromEntries([...children].map(([name, child]) => [name, child.pid ?? -1])),
    async stop() {
      await fresh?.stop();
      await Promise.all([...children.values()].map(stopChild));
      await stack.stop();
    },
  };
}
