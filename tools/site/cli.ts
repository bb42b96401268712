/**
 * `npm start` (production builds) and `npm run dev` (hot reload): the whole site until Ctrl-C,
 * which stops every process started here.
 *   tsx tools/site/cli.ts start | dev [--reset] [--no-build]
 */
import { parseArgs } from 'node:util';
import { appPort, APPS } from '../rspack/apps.mjs';
import { startSite } from './site.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { reset: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } },
});
const mode = positionals[0] === 'dev' ? 'dev' : 'static';

const site = await startSite({ profile: 'dev', mode, reset: values.reset, build: !values['no-build'] });
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
