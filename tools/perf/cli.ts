/**
 * `npm run perf [-- --runs 3] [--route /tienda …]`: Lighthouse (the installed Chromium, mobile profile) over every
 * public route of the composed site — its own copy on its own ports, live releases of this
 * checkout, prerendered — with the first-load JavaScript and requests of each route and the text its
 * HTML carries before any script runs. A table in the terminal, the details in tmp/perf/lighthouse.json,
 * and a failure when a route misses a budget of tools/perf/budget.json (scores and sizes, median of
 * the runs; times are reported, never checked).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumExecutable } from '../browser/chromium.mjs';
import { APPS } from '../rspack/apps.mjs';
import { startSite } from '../site/site.ts';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const budget = JSON.parse(readFileSync(new URL('./budget.json', import.meta.url), 'utf8')) as {
  minScores: Record<string, number>;
  maxCumulativeLayoutShift: number;
  maxFirstLoadGzipKB: Record<string, number>;
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, route: { type: 'string', multiple: true } } });
const runs = Math.max(1, Number(values.runs));

// Own ports and data, away from `npm start` and the test runs.
const APP_PORT_BASE = Number(process.env.PERF_APP_PORT_BASE ?? 4400);
APPS.forEach((app, index) => (process.env[`${app.name.toUpperCase()}_PORT`] = String(APP_PORT_BASE + index)));
const STACK_PORT_BASE = Number(process.env.PERF_STACK_PORT_BASE ?? 54421);
const dataDir = path.join(workspaceRoot, '.data/perf');

interface RouteResult {
  path: string;
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Gzip bodies of the scripts the page loaded (the budget); with HTTP headers below. */
  firstLoadJsKB: number;
  firstLoadJsTransferKB: number;
  jsRequests: number;
  htmlText: number;
  htmlHeading: boolean;
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

/** Text characters and an <h1> in the HTML as served, before any script runs. */
async function htmlBeforeScripts(url: string) {
  const html = await (await fetch(url)).text();
  const body = html.replace(/^[\s\S]*<body[^>]*>/, '').replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '');
  const text = body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return { htmlText: text.length, htmlHeading: /<h1[\s>]/.test(body) };
}

// The whole report of each route, for what the table cannot say (which script blocks, which request waits).
const reports = path.join(workspaceRoot, 'tmp/perf/reports');
mkdirSync(reports, { recursive: true });

// The budget is in gzip bytes of the scripts themselves, as `npm run size` counts them: Lighthouse's
// transfer sizes add each answer's headers (~1 KB of security headers per file here). Asked once
// per file: the same scripts load on every run and on most routes.
const gzipSizes = new Map<string, Promise<number>>();
const gzipSize = (script: string) => {
  if (!gzipSizes.has(script)) {
    gzipSizes.set(script, fetch(script, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } }).then((response) => Number(response.headers.get('content-length') ?? Number.NaN)));
  }
  return gzipSizes.get(script) as Promise<number>;
};

async function audit(port: number, url: string) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  writeFileSync(path.join(reports, `${new URL(url).pathname.replace(/\W+/g, '_')}.json`), JSON.stringify(lhr));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const gzipBytes = await Promise.all(scripts.map(({ url: script }) => gzipSize(script)));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    firstLoadJsKB: gzipBytes.reduce((sum, bytes) => sum + bytes, 0) / 1024,
    firstLoadJsTransferKB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    jsRequests: scripts.length,
  };
}

const site = await startSite({
  profile: 'test',
  mode: 'static',
  reset: true,
  dataDir,
  ports: { api: STACK_PORT_BASE, db: STACK_PORT_BASE + 1, mailWeb: STACK_PORT_BASE + 3, smtp: STACK_PORT_BASE + 4 },
  releasesDir: path.join(dataDir, 'releases'),
  releaseApps: 'all',
  log: (line) => console.log(`[perf] ${line}`),
});
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const results: RouteResult[] = [];
try {
  // Every public route of the live remotes, and the first published post for every /blog/{slug}.
  const remotes = (await (await fetch(`${site.siteUrl}/remotes.json`)).json()) as { remotes: Array<{ routes: Array<{ path: string; standalone?: boolean }> }> };
  const paths = remotes.remotes.flatMap((remote) => remote.routes.filter((route) => !route.standalone && !route.path.includes(':')).map((route) => route.path));
  const sitemap = await (await fetch(`${site.siteUrl}/sitemap.xml`)).text();
  const post = /<loc>[^<]*?(\/blog\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (post) paths.push(post);
  const chosen = values.route ? paths.filter((route) => values.route?.includes(route)) : paths;

  for (const route of chosen) {
    const url = `${site.siteUrl}${route}`;
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await audit(chrome.port, url));
    const pick = (read: (sample: (typeof samples)[number]) => number) => median(samples.map(read));
    results.push({
      path: route,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((sample) => sample.scores[id] ?? 0)])),
      lcp: pick((sample) => sample.lcp),
      tbt: pick((sample) => sample.tbt),
      cls: pick((sample) => sample.cls),
      firstLoadJsKB: pick((sample) => sample.firstLoadJsKB),
      firstLoadJsTransferKB: pick((sample) => sample.firstLoadJsTransferKB),
      jsRequests: pick((sample) => sample.jsRequests),
      ...(await htmlBeforeScripts(url)),
    });
    console.log(`[perf] ${route}: performance ${results.at(-1)?.scores['performance']}`);
  }
} finally {
  await chrome.kill();
  await site.stop();
}

// The table and the budget.
const problems: string[] = [];
for (const result of results) {
  for (const [category, minimum] of Object.entries(budget.minScores)) {
    if ((result.scores[category] ?? 0) < minimum) problems.push(`${result.path}: ${category} ${result.scores[category]} < ${minimum}`);
  }
  if (result.cls > budget.maxCumulativeLayoutShift) problems.push(`${result.path}: CLS ${result.cls.toFixed(3)} > ${budget.maxCumulativeLayoutShift}`);
  const maxJs = budget.maxFirstLoadGzipKB[result.path];
  if (maxJs !== undefined && result.firstLoadJsKB > maxJs) problems.push(`${result.path}: first-load JS ${result.firstLoadJsKB.toFixed(0)} KB > ${maxJs} KB`);
}
const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'JS req', 'HTML text'];
const rows = results.map((r) => [
  r.path,
  ...CATEGORIES.map((id) => String(r.scores[id])),
  String(Math.round(r.lcp)),
  String(Math.round(r.tbt)),
  r.cls.toFixed(3),
  r.firstLoadJsKB.toFixed(0),
  String(r.jsRequests),
  `${r.htmlText} chars${r.htmlHeading ? ', h1' : ', no h1'}`,
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}— mobile, simulated throttling; JS = first-load JavaScript, gzip bodies (details: with headers)`);
console.log(line(header));
console.log(`|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
for (const row of rows) console.log(line(row));

const out = path.join(workspaceRoot, 'tmp/perf');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'lighthouse.json'), `${JSON.stringify({ runs, budget, results, problems }, null, 2)}\n`);
console.log(`\nDetails: ${path.relative(workspaceRoot, path.join(out, 'lighthouse.json'))}; full reports in tmp/perf/reports/`);
if (problems.length > 0) {
  console.error(`\nOver budget:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('Every route within the budgets.');
}
