import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEPLOYED_SITE, E2E_PORTS, E2E_RELEASES_DIR, E2E_STACK_DIR } from './ports.ts';
import { readSiteState, writeSiteState } from './site-state.ts';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A deployed site's servers are not this run's to stop or start: a test that tries is not @deployed. */
function ownServersOnly(what: string): void {
  if (DEPLOYED_SITE) throw new Error(`${what}: the run tests a deployed site (E2E_DEPLOYED_SITE), whose servers are not its own; this test cannot be @deployed`);
}

function portOf(app: string): number {
  return Number(E2E_PORTS[`${app.toUpperCase()}_PORT` as keyof typeof E2E_PORTS]);
}

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops the server of one app (by its recorded pid) and waits until its port is closed. */
export async function stopAppServer(app: string): Promise<void> {
  ownServersOnly(`stopAppServer(${app})`);
  const state = readSiteState();
  const pid = state.appPids[app];
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  await waitUntil(async () => !(await answers(portOf(app))), `${app} server to stop`);
}

/** Starts the server of one app (its folder of the release store) and records its pid. */
export async function startAppServer(app: string): Promise<void> {
  ownServersOnly(`startAppServer(${app})`);
  const child = spawn(process.execPath, ['tools/serve/serve-app.mjs', app, '--stack-dir', E2E_STACK_DIR, '--dir', `${E2E_RELEASES_DIR}/${app}`], {
    cwd: workspaceRoot,
    env: { ...process.env, ...E2E_PORTS, PITWALL_RELEASES_DIR: E2E_RELEASES_DIR },
    stdio: 'ignore',
  });
  child.unref();
  const state = readSiteState();
  writeSiteState({ ...state, appPids: { ...state.appPids, [app]: child.pid ?? -1 } });
  await waitUntil(() => answers(portOf(app)), `${app} server to start`);
}
