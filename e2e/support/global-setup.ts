import { rmSync } from 'node:fs';
import { startSite } from '../../tools/site/site.ts';
import { E2E_RELEASES_DIR, E2E_STACK_DIR, E2E_STACK_PORTS } from './ports.ts';
import { readSiteState, writeSiteState } from './site-state.ts';

/**
 * Builds (Nx cache makes it cheap when nothing changed), releases and promotes every app into an
 * empty release store, starts the test stack and serves the live releases.
 */
export default async function globalSetup() {
  rmSync(E2E_RELEASES_DIR, { recursive: true, force: true });
  const site = await startSite({
    profile: 'test',
    mode: 'static',
    reset: true,
    dataDir: E2E_STACK_DIR,
    ports: E2E_STACK_PORTS,
    releasesDir: E2E_RELEASES_DIR,
    releaseApps: 'all',
    // Every run tests every public route prerendered: a page the prerender could not make fails the run.
    pagesRequired: true,
    log: (line) => console.log(`[e2e] ${line}`),
  });
  writeSiteState({
    appPids: site.appPids,
    apiUrl: site.stack.apiUrl,
    anonKey: site.stack.anonKey,
    serviceRoleKey: site.stack.serviceRoleKey,
    mailApiUrl: site.stack.mailApiUrl,
    dbUrl: site.stack.dbUrl,
  });

  return async () => {
    // Servers a test replaced are not children of this process: stop them by the recorded pid.
    for (const pid of Object.values(readSiteState().appPids)) {
      if (!Object.values(site.appPids).includes(pid)) {
        try {
          process.kill(pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
    }
    await site.stop();
  };
}
