import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { startSite } from '../../tools/site/site.ts';
import { DEPLOYED_SITE, E2E_RELEASES_DIR, E2E_STACK_DIR, E2E_STACK_PORTS, type DeployedSite } from './ports.ts';
import { readSiteState, writeSiteState } from './site-state.ts';

/**
 * Builds (Nx cache makes it cheap when nothing changed), releases and promotes every app into an
 * empty release store, starts the test stack and serves the live releases. Against a deployed site
 * (E2E_DEPLOYED_SITE) it starts and stops nothing: it records that site's stack for the tests.
 */
export default async function globalSetup() {
  if (DEPLOYED_SITE) {
    await useDeployedSite(DEPLOYED_SITE);
    return;
  }
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

/**
 * The deployed site and its stack, as the tests read them: the site state (no app server of this
 * run) and the stack.json the stack helpers (tools/local-stack/testing.ts) read from
 * TEST_STACK_DATA_DIR. Fails at once, naming what, when the site or the stack does not answer.
 */
async function useDeployedSite(site: DeployedSite) {
  for (const [what, url] of [
    ['the deployed site', site.siteUrl],
    ['its API', `${site.apiUrl}/auth/v1/health`],
    ['its mail catcher', `${site.mailApiUrl}/email`],
  ] as const) {
    const answer = await fetch(url, { headers: { apikey: site.anonKey }, signal: AbortSignal.timeout(10_000) }).catch((error: unknown) => error as Error);
    if (answer instanceof Error || !answer.ok) {
      throw new Error(`E2E_DEPLOYED_SITE: ${what} (${url}) ${answer instanceof Error ? `does not answer: ${answer.message}` : `answered ${answer.status}`}`);
    }
  }
  console.log(`[e2e] Testing the deployed site ${site.siteUrl} (API ${site.apiUrl}): nothing started here`);
  mkdirSync(E2E_STACK_DIR, { recursive: true });
  const { siteUrl, ...stack } = site;
  writeFileSync(`${E2E_STACK_DIR}/stack.json`, `${JSON.stringify({ ...stack, siteUrl }, null, 2)}\n`, { mode: 0o600 });
  writeSiteState({ appPids: {}, ...stack });
}
