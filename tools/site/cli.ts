/**
 * `npm start` (the live releases of the release store) and `npm run dev` (hot reload): the whole
 * site until Ctrl-C, which stops every process started here.
 *   tsx tools/site/cli.ts start | dev [--reset] [--no-build] [--data-dir DIR] [--releases DIR] [--latest]
 * `start` builds, releases and promotes only the apps with no live release yet (the first start);
 * after that, what `npm run promote` / `rollback` made live is what it serves. --latest builds,
 * releases and promotes every app: the code of this checkout goes live.
 * Ports come from the env (SHELL_PORT…, API_PORT…) or the defaults (tools/ports.mjs); data lives in .data/dev unless
 * --data-dir says otherwise (the e2e test of `npm start` runs its own copy beside yours); releases
 * live in .releases unless --releases or PITWALL_RELEASES_DIR says otherwise.
 * The npm scripts run it with `node --import tsx`, not the tsx CLI: that one relays a signal by
 * waiting 30 ms for an answer and kills this process with SIGKILL when it is busy (a prerender).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { appPort, APPS } from '../rspack/apps.mjs';
import { startSite } from './site.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    reset: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
    releases: { type: 'string' },
    latest: { type: 'boolean', default: false },
  },
});
const mode = positionals[0] === 'dev' ? 'dev' : 'static';

const dataDir = values['data-dir'] === undefined ? undefined : resolve(values['data-dir']);
const releasesDir = values.releases === undefined ? undefined : resolve(values.releases);
const site = await startSite({ profile: 'dev', mode, reset: values.reset, build: !values['no-build'], dataDir, releasesDir, releaseApps: values.latest ? 'all' : 'missing', freshPages: true }).catch((error: unknown) => {
  // A reason to say, not a trace to read (a port taken, a build that failed).
  console.error(`\nnpm ${mode === 'dev' ? 'run dev' : 'start'} could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
console.log(`\n  Pitwall is running (${mode === 'dev' ? 'development, hot reload' : 'live releases; npm run releases lists them'}):`);
for (const app of APPS) console.log(`  ${app.name.padEnd(10)} http://localhost:${appPort(app.name)}`);
console.log(`\n  Open ${site.siteUrl} — Ctrl-C stops everything.\n`);
// Said again last, where it is seen: the site works, but not every page is prerendered.
if (site.pagesWarning) console.log(`${site.pagesWarning}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    site.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
