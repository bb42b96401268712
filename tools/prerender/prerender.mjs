import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumExecutable, missingChromium } from '../browser/chromium.mjs';
import { pageFile } from '../release/page-for-path.mjs';
import { RECORD_FILE, templateId } from '../serve/pages.mjs';
import { publishedPostPaths } from '../release/sitemap.mjs';
import { BACKEND_CHUNK, BOOT_DATA_ID, PRERENDER_FLAG, PRERENDER_ONLY_CHUNK, PRERENDERED_DATA_ID, READINESS_FUNCTION, RENDER_FUNCTION } from '../../libs/config/src/page-protocol.ts';

// Build-time render of the composed site: each public route is opened in Chromium on the running
// site (shell + live remotes + API), and once it has loaded everything the shell renders it again
// with React's server renderer (react-dom/static) — the same components, stores at their initial
// state, the loaded data recorded — and hands back the markup, the styled-components CSS and the
// data. That goes into the shell's index.html as the page's HTML, which the browser then hydrates.
//
// Pages are kept per remote (<pagesDir>/<remote>/<path>/index.html): prerendering one remote after
// its redeploy replaces that remote's folder only. A page is made once it says it is ready (its
// remote page rendered, its data loaded: apps/shell/src/prerender/readiness.ts); one that is not
// ready in time is opened again with a longer wait, and one that still is not (remote down, an error
// state) is left out and reported: every caller fails or warns with its path (missingPages).

/**
 * How long a page may take to say it is ready: the first wait, then one retry with three times as
 * long (a busy machine). The page is made as soon as it is ready, not when this passes.
 */
export const PAGE_WAIT_MS = 30_000;
/** Addresses found by following links (posts, pages of the blog), at most this many per remote. */
const MAX_PAGES_PER_REMOTE = 500;

/** '/blog/:slug' → a RegExp matching '/blog/anything-here'. */
const patternOf = (route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);

/** The template's own scripts: the shell's entry (the early script is async and stays). */
const ENTRY_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * Inserts the rendered page into the shell's index.html. The page is finished HTML that paints
 * before any script, so its scripts wait for that paint: the template's entry script and what the
 * page's hydration loads beyond it (`hints`, see loadsOf) are listed in a data block that the
 * shell's early script turns into requests, all at once, right after the first paint. Their bytes
 * then do not compete with the page's own on a slow link, and nothing is fetched wave after wave.
 * The font files its first viewport uses are preloaded (`preloads`, from the shell's render).
 * No frame is drawn before the whole page is parsed (`rel="expect"` of the element after it):
 * when its HTML arrives in pieces, a frame of half a page would move what is already drawn as the
 * rest comes in (the header's buttons push its links aside).
 * @param {string} template
 * @param {{ html: string, styles: string, head: string, data: unknown, address: string, preloads?: string, hints?: { href: string, as: 'script' | 'fetch', cors: boolean }[] }} page
 */
export function composeDocument(template, { html, styles, head, data, address, preloads = '', hints = [] }) {
  const json = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
  const scripts = [...template.matchAll(ENTRY_SCRIPT)].map(([, src]) => src);
  const wholePage = `<link rel="expect" href="#${PRERENDERED_DATA_ID}" blocking="render">`;
  const boot = scripts.length + hints.length > 0 ? `<script type="application/json" id="${BOOT_DATA_ID}">${json({ scripts, hints })}</script>` : '';
  // Replacer functions: the page's text (an admin's title, a post) is inserted as it is, never read
  // as a replacement pattern ("$'" or "$&" in a title would otherwise copy parts of the document).
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('</head>', () => `${preloads}${boot}${head}${styles}${wholePage}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="root"><\/div>/, () => `<div id="root" data-prerendered="${address}">${html}</div><script type="application/json" id="${PRERENDERED_DATA_ID}">${json(data)}</script>`);
}

/**
 * React 19 renders a page's <title>, <meta> and <link> first in the markup of a tree that has no
 * <html>; they belong in <head>. Returns the head tags and the body markup apart.
 */
export function splitHead(markup) {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;
  let rest = markup;
  let head = '';
  for (let match = rest.match(hoisted); match; match = rest.match(hoisted)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, html: rest };
}

/** The files that say which shell, remotes and configuration the site runs. */
const POINTERS = ['index.html', 'remotes.json', 'runtime-config.json'];

/**
 * @param {{ siteUrl: string, remotes?: string[], pagesDir: string, pointersDir?: string, waitMs?: number, log?: (line: string) => void, callerHandlesSignals?: boolean }} options
 * `remotes`: the remotes whose pages to (re)make; all those in /remotes.json when omitted.
 * `pointersDir`: a folder with the site's index.html, remotes.json and runtime-config.json, used
 * instead of the site's own (a deploy passes the files it has just uploaded: a CDN may still
 * serve the previous ones from its caches for a while).
 * `callerHandlesSignals`: the calling process stops itself on SIGINT/SIGTERM (npm start); else
 * Playwright, while its browser is open, answers SIGINT with process.exit(130) before that stop is done.
 * @returns {Promise<Record<string, { written: string[], skipped: { path: string, reason: string }[] }>>}
 */
export async function prerenderSite({ siteUrl, remotes, pagesDir, pointersDir, waitMs = PAGE_WAIT_MS, log = console.log, callerHandlesSignals = false }) {
  const noBrowser = missingChromium();
  if (noBrowser) throw new Error(noBrowser);
  const site = siteUrl.replace(/\/$/, '');
  const pointers = Object.fromEntries(
    await Promise.all(
      POINTERS.map(async (name) => [name, pointersDir ? readFileSync(path.join(pointersDir, name), 'utf8') : await (await fetch(`${site}/${name}`)).text()]),
    ),
  );
  const listed = JSON.parse(pointers['remotes.json']).remotes;
  // A remote without public routes (admin) has nothing to prerender.
  const hasPublicRoutes = (remote) => remote.routes.some((route) => !route.standalone);
  const chosen = (remotes ? listed.filter((remote) => remotes.includes(remote.name)) : listed).filter(hasPublicRoutes);
  const unknown = (remotes ?? []).filter((name) => !listed.some((remote) => remote.name === name));
  if (unknown.length > 0) throw new Error(`Not in ${site}/remotes.json: ${unknown.join(', ')}`);

  // The pages' documents are answered by the prerender itself (see prerenderRemote), which Chromium
  // does not count as a local address: Local Network Access would then block the local servers'
  // scripts. This browser only ever opens the site being prerendered.
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'],
    ...(callerHandlesSignals ? { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false } : {}),
  });
  /** @type {Record<string, { written: string[], skipped: { path: string, reason: string }[] }>} */
  const report = {};
  // Every published post must get its page, whether or not a link to it is found.
  const posts = await publishedPosts(pointers['runtime-config.json']);
  try {
    for (const remote of chosen) report[remote.name] = await prerenderRemote({ browser, site, pointers, remote, pagesDir, log, waits: [waitMs, waitMs * 3], posts });
  } finally {
    await browser.close();
  }
  return report;
}

async function prerenderRemote({ browser, site, pointers, remote, pagesDir, log, waits, posts }) {
  const template = pointers['index.html'];
  const publicRoutes = remote.routes.filter((route) => !route.standalone);
  const withParams = publicRoutes.filter((route) => route.path.includes(':')).map((route) => patternOf(route.path));
  const queue = publicRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path);
  const skipped = [];
  const mine = (address) => withParams.some((pattern) => pattern.test(address));
  if (posts.error) {
    for (const route of publicRoutes.filter(({ path: address }) => address.includes(':'))) skipped.push({ path: route.path, reason: `the published posts could not be listed (${posts.error})` });
  }
  queue.push(...posts.paths.filter(mine));
  const seen = new Set(queue);
  // Written to a fresh folder and swapped in at the end: readers see the old pages or the new ones.
  const target = path.join(pagesDir, remote.name);
  const staging = `${target}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const written = [];

  const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, reducedMotion: 'reduce' });
  await context.addInitScript((flag) => Object.assign(window, { [flag]: true }), PRERENDER_FLAG);
  // Every address starts from the shell's plain index.html, never from an earlier prerendered page,
  // and the shell reads the very pointers the pages are recorded against: answered here, so the
  // same works against the local servers and against a CDN.
  await context.route(`${site}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (route.request().isNavigationRequest()) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: template });
    if (pathname === '/remotes.json' || pathname === '/runtime-config.json') return route.fulfill({ status: 200, contentType: 'application/json', body: pointers[pathname.slice(1)] });
    return route.fallback();
  });
  try {
    while (queue.length > 0) {
      const address = queue.shift();
      const page = await context.newPage();
      try {
        const outcome = await renderWhenReady(page, `${site}${address}`, template, waits, (line) => log(`  ${remote.name} ${address}: ${line}`));
        for (const link of outcome.links) {
          const url = new URL(link, site);
          if (url.origin !== site) continue;
          // Another page of a list (rel="next"/"prev") is followed to find more addresses, not kept.
          const key = url.pathname + url.search;
          const wanted = (url.search === '' && withParams.some((pattern) => pattern.test(url.pathname))) || (outcome.pagers.includes(link) && seen.size < MAX_PAGES_PER_REMOTE);
          if (wanted && !seen.has(key) && seen.size < MAX_PAGES_PER_REMOTE) {
            seen.add(key);
            queue.push(key);
          }
        }
        if (address.includes('?')) continue;
        if (outcome.problem) {
          skipped.push({ path: address, reason: outcome.problem });
          log(`  ${remote.name} ${address}: NOT MADE (${outcome.problem})`);
          continue;
        }
        const { head, html } = splitHead(outcome.rendered.html);
        const file = path.join(staging, pageFile(address));
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, composeDocument(template, { ...outcome.rendered, head, html, address }));
        written.push(address);
        log(`  ${remote.name} ${address}`);
      } finally {
        await page.close();
      }
    }
  } finally {
    await context.close();
  }
  // What the pages were made from: the shell's server serves them only while both are live.
  const record = { template: templateId(template), version: remote.version ?? null, pages: written, skipped };
  writeFileSync(path.join(staging, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  rmSync(`${target}.old`, { recursive: true, force: true });
  try {
    renameSync(target, `${target}.old`);
  } catch {
    // First prerender of this remote: nothing to move aside.
  }
  renameSync(staging, target);
  rmSync(`${target}.old`, { recursive: true, force: true });
  return { written, skipped };
}

/** Files the shell reads at start-up with fetch(): the site's pointers. */
const STARTUP_FILES = /^\/(remotes|runtime-config)\.json$/;

/**
 * Watches what a page loads on its way to being rendered: every script, and the pointers the shell
 * fetches. `hints(template)` then lists them, minus the scripts the template names itself and the
 * backend's (BACKEND_CHUNK), in the order they were asked for, with the CORS mode each request used
 * (a preload only serves a request made in the same mode: a script tag without `crossorigin` is
 * 'no-cors', fetch() is 'cors').
 */
export function loadsOf(page, site) {
  const requests = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const type = request.resourceType();
    if (type === 'script' || (type === 'fetch' && url.origin === site && STARTUP_FILES.test(url.pathname))) requests.push(request);
  });
  return {
    async hints(template) {
      const seen = new Set();
      const hints = [];
      for (const request of requests) {
        const url = new URL(request.url());
        // Same-origin files by path: the page works under whichever host serves the site.
        const href = url.origin === site ? url.pathname + url.search : url.href;
        if (seen.has(href) || template.includes(`"${href}"`)) continue;
        // The shell's code for the prerender itself (its readiness check) is no visitor's to load.
        const file = url.pathname.split('/').pop() ?? '';
        if (file.startsWith(`${PRERENDER_ONLY_CHUNK}.`)) continue;
        // Loaded in the prerender for the page's data, which a visitor's page has in its HTML.
        if (BACKEND_CHUNK.test(file)) continue;
        // Of a remote's files, only its entry: a preload that fails (the remote down) stays in the
        // browser's memory as a failure, and the remote's chunks keep their address on a retry (the
        // entry is asked for afresh: remote-registry.ts).
        if (url.origin !== site && request.resourceType() === 'script' && !url.pathname.endsWith('/remoteEntry.js')) continue;
        seen.add(href);
        const mode = (await request.allHeaders())['sec-fetch-mode'];
        // Fetched files are always 'cors' (the shell's fetch()); a fulfilled request reports no headers.
        const as = request.resourceType() === 'script' ? 'script' : 'fetch';
        hints.push({ href, as, cors: as === 'fetch' || mode === 'cors' });
      }
      return hints;
    },
  };
}

/** Opens one address, waits until the page says it is ready, and asks the shell to render it. */
async function renderAddress(page, url, template, timeout = PAGE_WAIT_MS) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const loads = loadsOf(page, new URL(url).origin);
  const response = await page.goto(url, { timeout }).catch((error) => error);
  if (response instanceof Error) return { problem: `did not load: ${response.message.split('\n')[0]}`, links: [], pagers: [] };
  if (!response?.ok()) return { problem: `HTTP ${response?.status()}`, links: [], pagers: [] };
  const notReady = await waitUntilReady(page, timeout);
  const state = await page.evaluate(() => ({
    links: [...document.querySelectorAll('#root a[href]')].map((link) => link.getAttribute('href') ?? ''),
    pagers: [...document.querySelectorAll('#root a[rel~="next"], #root a[rel~="prev"]')].map((link) => link.getAttribute('href') ?? ''),
    heading: Boolean(document.querySelector('#root main h1')),
    failed: document.querySelector('#root main [role="alert"]')?.textContent ?? null,
    busy: Boolean(document.querySelector('#root [aria-busy="true"]')),
  }));
  const problem = errors[0] ?? notReady ?? (state.failed ? `error on the page: ${state.failed}` : state.busy ? 'still loading' : !state.heading ? 'no heading' : null);
  if (problem) return { problem, links: state.links, pagers: state.pagers };
  // Taken before the render: the renderer's own chunk is the prerender's, not the visitor's.
  const hints = await loads.hints(template);
  const rendered = await page.evaluate((renderFunction) => /** @type {Record<string, () => Promise<{ html: string }>>} */ (/** @type {unknown} */ (window))[renderFunction](), RENDER_FUNCTION);
  return { rendered: { ...rendered, hints }, links: state.links, pagers: state.pagers };
}

/**
 * Renders an address once the page says it is ready; a page that is not (in time, or showing an
 * error) is opened again with the next, longer wait. The outcome of the last attempt.
 */
async function renderWhenReady(page, url, template, waits, log) {
  for (const [attempt, wait] of waits.entries()) {
    const outcome = await renderAddress(page, url, template, wait);
    if (!outcome.problem || attempt === waits.length - 1) return outcome;
    log(`not ready (${outcome.problem}); again, waiting up to ${waits[attempt + 1] / 1000}s`);
  }
}

/**
 * Null once the page says it is ready (apps/shell/src/prerender/readiness.ts) on a few frames in a
 * row (data that has just arrived may still mount parts that load more); else what went wrong.
 */
async function waitUntilReady(page, timeout) {
  try {
    const handle = await page.waitForFunction(
      (readinessFunction) => {
        const state = /** @type {any} */ (window);
        if (!(readinessFunction in state)) return false;
        const readiness = state[readinessFunction]();
        if (readiness.failed) return readiness;
        state.pitwallReadyFrames = readiness.ready ? (state.pitwallReadyFrames ?? 0) + 1 : 0;
        return state.pitwallReadyFrames >= 3 && readiness;
      },
      READINESS_FUNCTION,
      { timeout },
    );
    const readiness = await handle.jsonValue();
    return readiness.failed ? `error on the page: ${readiness.failed}` : null;
  } catch {
    const readiness = await page.evaluate((readinessFunction) => /** @type {any} */ (window)[readinessFunction]?.(), READINESS_FUNCTION).catch(() => undefined);
    return `not ready after ${timeout / 1000}s, waiting for ${readiness?.waitingFor ?? 'the shell to start'}`;
  }
}

/** The paths of the published posts, from the API the pages read (their runtime configuration). */
async function publishedPosts(runtimeConfig) {
  try {
    const { supabase } = JSON.parse(runtimeConfig);
    return { paths: (await publishedPostPaths(supabase)).map((post) => post.path) };
  } catch (error) {
    return { paths: [], error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Every page a prerender could not make, as `{ remote, path, reason }`.
 * @param {Record<string, { skipped: { path: string, reason: string }[] }>} report
 */
export const missingPages = (report) => Object.entries(report).flatMap(([remote, { skipped }]) => skipped.map((page) => ({ remote, ...page })));

/** The lines that name the pages not made and say what to do. */
export function missingPagesMessage(missing) {
  return [
    `${missing.length} page${missing.length === 1 ? ' was' : 's were'} not prerendered (${missing.length === 1 ? 'its route renders' : 'their routes render'} in the browser until made):`,
    ...missing.map(({ remote, path: address, reason }) => `  ${address}  (${remote}: ${reason})`),
    'What to do: open each in a browser (an error or a loading state that never ends is the cause), fix it, then run `npm run prerender` again; on a busy machine `npm run prerender -- --wait-ms 60000` waits longer.',
  ];
}
