/**
 * `npm start` (production builds) and `npm run dev` (hot reload): the whole site until Ctrl-C,
 * which stops every process started here.
 *   tsx tools/site/cli.ts start | dev [--reset] [--no-build] [--data-dir DIR]
 * Ports come from the env (SHELL_PORT…, API_PORT…) or the defaults; data lives in .data/dev unless
 * --data-dir says otherwise (the e2e test of `npm start` runs its own copy beside yours).
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
  },
});
const mode = positionals[0] === 'dev' ? 'dev' : 'static';

const dataDir = values['data-dir'] === undefined ? undefined : resolve(values['data-dir']);
const site = await startSite({ profile: 'dev', mode, reset: values.reset, build: !values['no-build'], dataDir });
console.log(`\n  Pitwall is running (${mode === 'dev' ? 'development, hot reload' : 'production builds'}):`);
for (const app of APPS) console.log(`  ${app.name.padEnd(10)} http://localhost:${appPort(app.name)}`);
console.log(`\n  Open ${site.siteUrl} — Ctrl-C stops everything.\n`);

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
