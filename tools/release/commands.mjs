import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../rspack/apps.mjs';
import { assertPromotable, promotionProblems } from './check.mjs';
import { addRelease, promoteAll, readLive, resolveVersion, storedVersions } from './store.mjs';

// What `npm run release / promote / rollback / releases` do (cli.mjs), and what `npm start` and the
// e2e set-up use to serve the site from a release store (tools/site/site.ts).

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

export const APP_NAMES = APPS.map((app) => app.name);

export function assertApp(app) {
  if (!APP_NAMES.includes(app)) throw new Error(`Unknown app «${app}» (one of ${APP_NAMES.join(', ')})`);
}

/** Production build of one app with Nx (cached when its inputs did not change); returns its folder. */
export function buildApp(app) {
  const result = spawnSync(process.execPath, ['node_modules/nx/dist/bin/nx.js', 'run', `@pitwall/${app}:build`, '--output-style=static'], {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  });
  if (result.status !== 0) throw new Error(`The build of ${app} failed`);
  return path.join(workspaceRoot, 'dist/apps', app);
}

/**
 * Stores a build as a release and says whether it could go live now.
 * @returns {{ version: string, created: boolean, problems: string[] }}
 */
export function releaseBuild(store, app, buildDir) {
  const { version, created } = addRelease(store, app, buildDir);
  return { version, created, problems: promotionProblems(store, { [app]: version }) };
}

/**
 * Makes releases live together after the contract check (under the store's lock).
 * @param {Record<string, string>} wanted  app → version or a unique prefix of it
 */
export function promoteChecked(store, wanted) {
  const next = Object.fromEntries(Object.entries(wanted).map(([app, version]) => [app, resolveVersion(store, app, version)]));
  const results = promoteAll(store, next, { check: (live) => assertPromotable(store, next, live) });
  return Object.entries(results).map(([app, result]) => ({ app, version: next[app], ...result }));
}

const when = (iso) => iso.replace(/\.\d+Z$/, 'Z');

/** The releases of each app (oldest first), which one is live and since when, and where a rollback goes. */
export function describeReleases(store, apps = APP_NAMES) {
  const live = readLive(store);
  const lines = [`Release store: ${store}`];
  for (const app of apps) {
    const versions = storedVersions(store, app);
    const record = live.apps[app];
    lines.push('', app);
    if (versions.length === 0) {
      lines.push('  (no releases)');
      continue;
    }
    const log = record?.log ?? [];
    for (const version of versions) {
      const released = log.find((entry) => entry.action === 'release' && entry.version === version);
      // Each time it went live, until the next change of the live release.
      const periods = log.flatMap((entry, index) => {
        if (entry.action === 'release' || entry.version !== version) return [];
        const next = log.slice(index + 1).find((later) => later.action !== 'release');
        return [next ? `${when(entry.at)} → ${when(next.at)}` : `since ${when(entry.at)}`];
      });
      const isLive = record?.live?.version === version;
      const state = isLive ? `LIVE since ${when(record.live.since)}` : periods.length ? `was live ${periods.at(-1)}` : 'never live';
      lines.push(`  ${isLive ? '●' : ' '} ${version}  ${state.padEnd(48)} released ${released ? when(released.at) : '(before the log)'}`);
    }
    const back = record?.rollback.at(-1);
    if (back) lines.push(`    rollback goes to ${back}`);
  }
  return lines.join('\n');
}
