/**
 * `npm run perf [-- --runs 3] [--route /tienda …]`: Lighthouse (the installed Chromium, mobile profile) over every
 * public route of the composed site — its own copy on its own ports, live releases of this
 * checkout, prerendered — with the first-load JavaScript and requests of each route and the text its
 * HTML carries before any script runs. A table in the terminal, the details in tmp/perf/lighthouse.json,
 * and a failure when a route misses a budget of tools/perf/budget.json (median of the runs): scores that
 * are not timings, sizes and request counts as they are, timings only as ratios to the references
 * measured beside them (references.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumExecutable } from '../browser/chromium.mjs';
import { APPS } from '../rspack/apps.mjs';
import { appPortsFrom, basePort, BASE_PORTS, stackPortsFrom } from '../ports.mjs';
import { PAGE_LIVE_ATTRIBUTE, REACT_PROPS_PREFIX } from '../../libs/config/src/page-protocol.ts';
import { startSite } from '../site/site.ts';
import { machineSettled, REFERENCE_PATH, startReferenceServer } from './references.ts';
import { budgetProblems, routeProblems, type Budget, type RouteResult } from './budget.ts';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const budget = JSON.parse(readFileSync(new URL('./budget.json', import.meta.url), 'utf8')) as Budget;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, route: { type: 'string', multiple: true } } });
const runs = Math.max(1, Number(values.runs));

// Own ports and data, away from `npm start` and the test runs.
const APP_PORT_BASE = basePort(BASE_PORTS.perfApps);
Object.assign(process.env, appPortsFrom(APP_PORT_BASE));
const dataDir = path.join(workspaceRoot, '.data/perf');

/** react-dom's client chunk, as the shell's build names it. */
const isReactDom = (script: string) => /react-dom_client/.test(new URL(script).pathname);
/** react-dom's evaluation in one Lighthouse run, ms at 4× CPU. */
const reactDomMs = ({ scriptEvaluation }: { scriptEvaluation: Array<{ script: string; ms: number }> }) =>
  scriptEvaluation.filter((item) => isReactDom(item.script)).reduce((sum, item) => sum + item.ms, 0);

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

/** One run of a route: Lighthouse, the floor's LCP, the interaction timings and the CPU reference. */
type Sample = Awaited<ReturnType<typeof audit>> & { floorLcp: number; cpuReference: number } & Awaited<ReturnType<typeof interactivity>>;

/**
 * Lighthouse's report of `url`. A run whose trace could not be recorded (a runtime error such as
 * NO_NAVSTART, seen on a loaded machine; Lighthouse itself says to run it again) is run again, up to
 * three times, instead of counting as a page with no LCP.
 */
async function lighthouseReport(port: number, url: string) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    if (attempt === 3) throw new Error(`Lighthouse could not audit ${url} three times: ${error.code} ${error.message}`);
    console.log(`[perf] ${url}: Lighthouse ${error.code}, running it again`);
  }
}

async function audit(port: number, url: string, report = 'route') {
  const lhr = await lighthouseReport(port, url);
  writeFileSync(path.join(reports, `${new URL(url).pathname.replace(/\W+/g, '_')}${report === 'route' ? '' : `.${report}`}.json`), JSON.stringify(lhr));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const fonts = requests.filter((item) => item.resourceType === 'Font');
  const fontBytes = await Promise.all(fonts.map(({ url: font }) => fetch(font).then(async (response) => (await response.arrayBuffer()).byteLength)));
  const gzipBytes = await Promise.all(scripts.map(({ url: script }) => gzipSize(script)));
  const bootup = (lhr.audits['bootup-time']?.details as { items?: Array<{ url: string; total: number }> } | undefined)?.items ?? [];
  return {
    scriptEvaluation: bootup.filter((item) => item.url.endsWith('.js')).map((item) => ({ script: item.url, ms: item.total })),
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    firstLoadJsKB: gzipBytes.reduce((sum, bytes) => sum + bytes, 0) / 1024,
    firstLoadJsTransferKB: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    jsRequests: scripts.length,
    fontKB: fontBytes.reduce((sum, bytes) => sum + bytes, 0) / 1024,
  };
}

const PHONE_CPU_SLOWDOWN = 4;

// Runs in the page from its first moment: marks window.__interactive once the shell says the page is
// live and every control in the first viewport is hydrated (the protocol's isHydrated, written out).
// A string: the TypeScript runner would add helpers to a function that the page does not have.
const WATCH_INTERACTIVE = `(() => {
  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith(${JSON.stringify(REACT_PROPS_PREFIX)}));
  const inView = (element) => {
    // A control inside content the browser skips (content-visibility: auto, off screen) is not in
    // view, and asking its box would make the browser lay that content out just for this check.
    if (!element.checkVisibility({ contentVisibilityAuto: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.top < innerHeight && box.bottom > 0;
  };
  const check = () => {
    const live = document.documentElement.hasAttribute(${JSON.stringify(PAGE_LIVE_ATTRIBUTE)});
    // Only the controls not hydrated yet are measured: a box read forces layout, and reading every
    // control's on every frame took the page's own main thread (most of it on /playlist-music).
    const waiting = live ? [...document.querySelectorAll('#root button, #root [role="button"], #root [role="tab"], #root select, #root input')].filter((element) => !hydrated(element)) : [];
    if (live && !waiting.some(inView)) window.__interactive = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** Settles once WATCH_INTERACTIVE has marked the page, or rejects after a minute. */
const WAIT_FOR_INTERACTIVE = `new Promise((resolve, reject) => {
  const giveUp = setTimeout(() => reject(new Error('the page did not answer within 60 s')), 60_000);
  const poll = () => ('__interactive' in window ? (clearTimeout(giveUp), resolve(true)) : setTimeout(poll, 100));
  poll();
})`;

/**
 * Of the page's elements, the share React hydrated (it marks each with a __reactFiber$… property;
 * the inside of a StaticIsland it kept has none): read once React has finished — the share no longer
 * changes over half a second — so that a count, not a timing, is budgeted: React goes on hydrating
 * below the first viewport after the page answers, sooner on a fast machine than on a busy one.
 */
async function settledHydratedShare(page: Page): Promise<number> {
  const read = () =>
    page.evaluate(() => {
      const elements = [...document.body.querySelectorAll('*')];
      const hydrated = elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))).length;
      return hydrated / Math.max(1, elements.length);
    });
  let share = await read();
  for (let steady = 0; steady < 2; ) {
    await page.waitForTimeout(250);
    const next = await read();
    steady = next === share ? steady + 1 : 0;
    share = next;
  }
  return share;
}

/**
 * At 4× CPU on a phone viewport, no network throttling: the first contentful paint and the moment
 * the page answers — marked live by the shell (PAGE_LIVE_ATTRIBUTE) with every control in the
 * first viewport hydrated (React has attached its props to it) — in ms from navigation.
 */
async function interactivity(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.addInitScript(WATCH_INTERACTIVE);
    await page.goto(url);
    // Waited for through the protocol, not Playwright's waitForFunction: that one first evaluates
    // Playwright's own injected script in the page (30–70 ms at 4× CPU), on the main thread, between
    // the first paint and the moment measured, and charged it to the page.
    const { exceptionDetails } = await cdp.send('Runtime.evaluate', { expression: WAIT_FOR_INTERACTIVE, awaitPromise: true });
    if (exceptionDetails) throw new Error(`${url}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    const { fcp, interactive } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      interactive: (window as unknown as { __interactive: number }).__interactive,
    }));
    return { fcp, interactive, hydratedShare: await settledHydratedShare(page) };
  } finally {
    await context.close();
  }
}

/** The CPU reference (references.ts), in ms at 4× CPU. */
async function cpuReference(browser: Browser, url: string) {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.goto(url);
    return await page.evaluate(() => (window as unknown as { __reference: { ms: number } }).__reference.ms);
  } finally {
    await page.close();
  }
}

/** A route measured `runs` times, interleaved with its references; the median of each figure. */
async function measure(route: string): Promise<RouteResult> {
  const url = `${site.siteUrl}${route}`;
  const samples: Sample[] = [];
  // Interleaved, run by run: the route and its CPU reference see the same moment of the machine.
  for (let run = 0; run < runs; run += 1) {
    // Each measurement starts on a quiet machine: the browser that took the one before may still be
    // closing its page, a server still answering it.
    await machineSettled();
    const lighthouse = await audit(chrome.port, url);
    // The floor in every run too: one reading of it is no steadier than one of the page.
    await machineSettled();
    const floorLcp = (await audit(chrome.port, `${references.url}${route}`, 'floor')).lcp;
    const busyBefore = await machineSettled();
    const timings = await interactivity(browser, url);
    await machineSettled();
    const reference = await cpuReference(browser, `${references.url}${REFERENCE_PATH}`);
    samples.push({ ...lighthouse, floorLcp, ...timings, cpuReference: reference });
    // Each run on its own line: how far apart the runs of a route are says how much a median can be trusted.
    const afterFcp = timings.interactive - timings.fcp;
    console.log(
      `[perf] ${route} run ${run + 1}: interactive ${Math.round(afterFcp)} ms after FCP (${(afterFcp / reference).toFixed(2)}× the CPU reference, ${Math.round(reference)} ms), ` +
        `LCP ${Math.round(lighthouse.lcp)} ms (${(lighthouse.lcp / floorLcp).toFixed(2)}× the floor's ${Math.round(floorLcp)}), TBT ${Math.round(lighthouse.tbt)} ms, react-dom ${Math.round(reactDomMs(lighthouse))} ms; machine ${Math.round(busyBefore * 100)}% busy before`,
    );
  }
  const pick = (read: (sample: (typeof samples)[number]) => number) => median(samples.map(read));
  return {
    path: route,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((sample) => sample.scores[id] ?? 0)])),
    lcp: pick((sample) => sample.lcp),
    tbt: pick((sample) => sample.tbt),
    cls: pick((sample) => sample.cls),
    floorLcp: pick((sample) => sample.floorLcp),
    fcp: pick((sample) => sample.fcp),
    interactive: pick((sample) => sample.interactive),
    hydratedShare: pick((sample) => sample.hydratedShare),
    cpuReference: pick((sample) => sample.cpuReference),
    firstLoadJsKB: pick((sample) => sample.firstLoadJsKB),
    firstLoadJsTransferKB: pick((sample) => sample.firstLoadJsTransferKB),
    jsRequests: pick((sample) => sample.jsRequests),
    fontKB: pick((sample) => sample.fontKB),
    scriptEvaluation: [...new Set(samples.flatMap((sample) => sample.scriptEvaluation.map((item) => item.script)))]
      .map((script) => ({ script, ms: pick((sample) => sample.scriptEvaluation.find((item) => item.script === script)?.ms ?? 0) }))
      .filter((item) => item.ms > 0)
      .sort((a, b) => b.ms - a.ms),
    reactDom: pick(reactDomMs),
    ...(await htmlBeforeScripts(url)),
  };
}

const site = await startSite({
  profile: 'test',
  mode: 'static',
  reset: true,
  dataDir,
  ports: stackPortsFrom(basePort(BASE_PORTS.perfStack)),
  releasesDir: path.join(dataDir, 'releases'),
  releaseApps: 'all',
  log: (line) => console.log(`[perf] ${line}`),
});
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox', '--disable-gpu'] });
const references = await startReferenceServer(site.siteUrl, APP_PORT_BASE + APPS.length);
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
    results.push(await measure(route));
    console.log(`[perf] ${route}: performance ${results.at(-1)?.scores['performance']}`);
  }
  // A timing over budget is measured once more, at the end, and the second measurement judges it: a
  // busy moment of a shared machine (CI's went over on the first routes of a run, then not again)
  // passes, a slower page does not. Counts and sizes are not timings: they are judged as measured.
  for (const [index, result] of results.entries()) {
    const timings = routeProblems(result, budget).filter((problem) => problem.timing);
    if (timings.length === 0) continue;
    console.log(`[perf] ${timings.map((problem) => problem.message).join('; ')}; measuring it again`);
    results[index] = await measure(result.path);
  }
} finally {
  await references.close();
  await browser.close();
  await chrome.kill();
  await site.stop();
}

const problems = budgetProblems(results, budget);
const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'floor LCP', 'LCP/floor', 'TBT ms', 'TBT/ref', 'FCP 4×', 'live 4×', '(live-FCP)/ref', 'react-dom 4×', 'react-dom/ref', 'hydrated', 'CLS', 'JS KB', 'JS req', 'font KB', 'HTML text'];
const rows = results.map((r) => [
  r.path,
  ...CATEGORIES.map((id) => String(r.scores[id])),
  String(Math.round(r.lcp)),
  String(Math.round(r.floorLcp)),
  (r.lcp / r.floorLcp).toFixed(2),
  String(Math.round(r.tbt)),
  (r.tbt / r.cpuReference).toFixed(2),
  String(Math.round(r.fcp)),
  String(Math.round(r.interactive)),
  ((r.interactive - r.fcp) / r.cpuReference).toFixed(2),
  String(Math.round(r.reactDom)),
  (r.reactDom / r.cpuReference).toFixed(2),
  `${Math.round(r.hydratedShare * 100)}%`,
  r.cls.toFixed(3),
  r.firstLoadJsKB.toFixed(0),
  String(r.jsRequests),
  r.fontKB.toFixed(0),
  `${r.htmlText} chars${r.htmlHeading ? ', h1' : ', no h1'}`,
]);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs}) ` : ''}— mobile, simulated throttling; floor = the same HTML without scripts; JS = first-load JavaScript, gzip bodies (details: with headers)`);
console.log(`FCP/live 4×: ms from navigation at 4× CPU to first paint and to every control of the first viewport answering; ref = the CPU reference (median ${Math.round(median(results.map((r) => r.cpuReference)))} ms at 4×); react-dom = its client's evaluation (hydrating and rendering) at 4×; hydrated = the share of the page's elements React hydrated once it answers (the rest is StaticIslands' kept HTML)`);
console.log(line(header));
console.log(`|${widths.map((width, column) => (column === 0 ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`);
for (const row of rows) console.log(line(row));

// Where the main thread goes before the page answers: each script's evaluation at 4× CPU (Lighthouse's
// bootup-time, median), the heaviest of each route.
console.log('\nScript evaluation at 4× CPU (parse, compile and run; ms, median), heaviest first:');
for (const result of results) {
  const heaviest = result.scriptEvaluation.slice(0, 4).map((item) => `${new URL(item.script).pathname.split('/').pop()} ${Math.round(item.ms)}`);
  console.log(`  ${result.path}: ${heaviest.join(', ')}`);
}

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
