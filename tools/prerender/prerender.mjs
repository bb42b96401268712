import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumExecutable, missingChromium } from '../browser/chromium.mjs';
import { RECORD_FILE, templateId } from '../serve/pages.mjs';

// Build-time render of the composed site: each public route is opened in Chromium on the running
// site (shell + live remotes + API), and once it has loaded everything the shell renders it again
// with React's server renderer (react-dom/static) — the same components, stores at their initial
// state, the loaded data recorded — and hands back the markup, the styled-components CSS and the
// data. That goes into the shell's index.html as the page's HTML, which the browser then hydrates.
//
// Pages are kept per remote (<pagesDir>/<remote>/<path>/index.html): prerendering one remote after
// its redeploy replaces that remote's folder only. A page that does not render (remote down, an
// error state) is left out, and its route stays client-rendered.

const PAGE_TIMEOUT_MS = 30_000;
/** Addresses found by following links (posts, pages of the blog), at most this many per remote. */
const MAX_PAGES_PER_REMOTE = 500;

/** '/blog/:slug' → a RegExp matching '/blog/anything-here'. */
const patternOf = (route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);

/** The file of a path inside a remote's folder: '/' → index.html, '/blog/a' → blog/a/index.html. */
export const pageFile = (pathname) => path.join(...pathname.split('/').filter(Boolean).map(decodeURIComponent), 'index.html');

/** Inserts the rendered page into the shell's index.html. */
export function composeDocument(template, { html, styles, head, data, address }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('</head>', `${head}${styles}</head>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="root"><\/div>/, `<div id="root" data-prerendered="${address}">${html}</div><script type="application/json" id="pitwall-data">${json}</script>`);
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
 * @param {{ siteUrl: string, remotes?: string[], pagesDir: string, pointersDir?: string, log?: (line: string) => void }} options
 * `remotes`: the remotes whose pages to (re)make; all those in /remotes.json when omitted.
 * `pointersDir`: a folder with the site's index.html, remotes.json and runtime-config.json, used
 * instead of the site's own (a deploy passes the files it has just uploaded: a CDN may still
 * serve the previous ones from its caches for a while).
 * @returns {Promise<Record<string, { written: string[], skipped: { path: string, reason: string }[] }>>}
 */
export async function prerenderSite({ siteUrl, remotes, pagesDir, pointersDir, log = console.log }) {
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
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: ['--no-sandbox', '--disable-gpu', '--disable-features=LocalNetworkAccessChecks'] });
  const report = {};
  try {
    for (const remote of chosen) report[remote.name] = await prerenderRemote({ browser, site, pointers, remote, pagesDir, log });
  } finally {
    await browser.close();
  }
  return report;
}

async function prerenderRemote({ browser, site, pointers, remote, pagesDir, log }) {
  const template = pointers['index.html'];
  const publicRoutes = remote.routes.filter((route) => !route.standalone);
  const withParams = publicRoutes.filter((route) => route.path.includes(':')).map((route) => patternOf(route.path));
  const queue = publicRoutes.filter((route) => !route.path.includes(':')).map((route) => route.path);
  const seen = new Set(queue);
  // Written to a fresh folder and swapped in at the end: readers see the old pages or the new ones.
  const target = path.join(pagesDir, remote.name);
  const staging = `${target}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const written = [];
  const skipped = [];

  const context = await browser.newContext({ viewport: { width: 1366, height: 850 }, reducedMotion: 'reduce' });
  await context.addInitScript(() => Object.assign(window, { __PITWALL_PRERENDER__: true }));
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
        const outcome = await renderAddress(page, `${site}${address}`);
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
          log(`  ${remote.name} ${address}: left client-rendered (${outcome.problem})`);
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

/** Opens one address, waits until it has loaded everything, and asks the shell to render it. */
async function renderAddress(page, url) {
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
  if (!response?.ok()) return { problem: `HTTP ${response?.status()}`, links: [], pagers: [] };
  await page.waitForFunction(() => 'pitwallRender' in window, undefined, { timeout: PAGE_TIMEOUT_MS });
  // Settled: no loading state left (lazy parts, data).
  await page.waitForFunction(() => !document.querySelector('#root [aria-busy="true"]'), undefined, { timeout: PAGE_TIMEOUT_MS }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const state = await page.evaluate(() => ({
    links: [...document.querySelectorAll('#root a[href]')].map((link) => link.getAttribute('href') ?? ''),
    pagers: [...document.querySelectorAll('#root a[rel~="next"], #root a[rel~="prev"]')].map((link) => link.getAttribute('href') ?? ''),
    heading: Boolean(document.querySelector('#root main h1')),
    failed: document.querySelector('#root main [role="alert"]')?.textContent ?? null,
    busy: Boolean(document.querySelector('#root [aria-busy="true"]')),
  }));
  const problem = errors[0] ?? (state.failed ? `error on the page: ${state.failed}` : state.busy ? 'still loading' : !state.heading ? 'no heading' : null);
  if (problem) return { problem, links: state.links, pagers: state.pagers };
  const rendered = await page.evaluate(() => window.pitwallRender());
  return { rendered, links: state.links, pagers: state.pagers };
}
