#!/usr/bin/env node
// npm run prerender -- [remote ...] [--site http://localhost:4200] [--out folder] [--pointers folder] [--wait-ms 30000]
// Renders the public routes of the given remotes (all by default) from the running site into HTML.
// Exits with 1, naming them, when any page could not be made.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { appPort } from '../rspack/apps.mjs';
import { defaultPagesDir, servedPagesDir } from '../serve/pages.mjs';
import { missingPages, missingPagesMessage, PAGE_WAIT_MS, prerenderSite } from './prerender.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { site: { type: 'string' }, out: { type: 'string' }, pointers: { type: 'string' }, 'wait-ms': { type: 'string' } } });
const siteUrl = values.site ?? `http://localhost:${appPort('shell')}`;
// By default where the running site serves pages from: it says so (the local shell's server), else
// the default folder beside the release store, which is also the local server's default.
const pagesDir = values.out ? path.resolve(values.out) : ((await servedPagesDir(siteUrl)) ?? defaultPagesDir());

try {
  console.log(`Prerendering ${positionals.length ? positionals.join(', ') : 'every remote'} from ${siteUrl} into ${path.relative(fileURLToPath(new URL('../..', import.meta.url)), pagesDir)}`);
  const waitMs = values['wait-ms'] === undefined ? PAGE_WAIT_MS : Number(values['wait-ms']);
  if (!(waitMs > 0)) throw new Error(`--wait-ms takes a number of milliseconds, not ${values['wait-ms']}`);
  const report = await prerenderSite({ siteUrl, remotes: positionals.length ? positionals : undefined, pagesDir, pointersDir: values.pointers && path.resolve(values.pointers), waitMs });
  for (const [remote, { written, skipped }] of Object.entries(report)) {
    console.log(`${remote}: ${written.length} pages${skipped.length ? `, ${skipped.length} NOT made` : ''}`);
  }
  const missing = missingPages(report);
  if (missing.length > 0) {
    for (const line of missingPagesMessage(missing)) console.error(line);
    process.exit(1);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
