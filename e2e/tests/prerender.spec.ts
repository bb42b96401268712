import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as forward, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serviceClient } from '../../tools/local-stack/testing.ts';
import { prerenderSite } from '../../tools/prerender/prerender.mjs';
import { expect, test, type Page } from '../support/test.ts';
import { headingOf, PUBLIC_PAGES } from '../support/routes.ts';
import { cartCount, euros } from '../support/ui.ts';
import { PAGE_LIVE_ATTRIBUTE } from '../../libs/config/src/page-protocol.ts';

// Public routes are served as finished HTML (tools/prerender, run by the e2e setup as by
// `npm start`), then hydrated: the same page without JavaScript, and no redraw with it.
const ROUTES = PUBLIC_PAGES;

const POST = '/blog/asi-es-nuestro-simulador';

/**
 * Counts what React removes from #root: hydration adopts the HTML, a redraw would replace it.
 * The cookie banner is the one expected removal: prerendered for a first visit, it goes once
 * hydration reads a stored choice.
 */
async function watchRoot(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { removedFromRoot: number };
    state.removedFromRoot = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            const isCookieBanner = node instanceof Element && node.matches('[aria-labelledby="cookie-banner-title"]');
            if (!isCookieBanner) state.removedFromRoot += 1;
          }
        }
      }).observe(root, { childList: true });
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public route shows its heading, text and links, styled', async ({ page }) => {
    for (const [path, heading] of [...ROUTES, [POST, 'Así es nuestro simulador: montaje en menos de 30 minutos'] as const]) {
      await page.goto(path);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect((await page.locator('main').innerText()).length, path).toBeGreaterThan(150);
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav.getByRole('link', { name: 'Tienda', exact: true })).toHaveAttribute('href', '/tienda');
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
      // The styled-components CSS came with the HTML: the header is laid out as designed.
      await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
    }
  });

  test('data pages carry their data: products with prices, posts, songs, press resources', async ({ page }) => {
    await page.goto('/tienda');
    await expect(page.locator('ul[aria-label="Productos"] > li')).not.toHaveCount(0);
    await expect(page.getByText('Gorra Pitwall Team')).toBeVisible();
    await page.goto('/blog');
    await expect(page.locator(`main a[href="${POST}"]`).first()).toBeVisible();
    await page.goto('/playlist-music');
    await expect(page.getByRole('heading', { name: 'Top 10', exact: true })).toBeVisible();
    await page.goto('/prensa');
    await expect(page.getByRole('tab', { name: 'Kit de Recursos' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the menu opens from its toggle and its links lead to their pages', async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expect(nav).toBeHidden();
      await page.getByRole('button', { name: 'Abrir menú' }).tap();
      await expect(nav).toBeVisible();
      await nav.getByRole('link', { name: 'Soluciones' }).tap();
      await expect(page).toHaveURL('/soluciones');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soluciones');
      await expect(nav).toBeHidden();
    });
  });

  test('an address with a query, or not prerendered, is the plain shell (rendered in the browser)', async ({ request }) => {
    for (const path of ['/blog?pagina=1', '/soluciones?formato=experience-day', '/checkout', '/auth']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain('<div id="root"></div>');
    }
  });

  test("the brand fonts' @font-face rules come with the HTML, prerendered or not, and the first viewport's are preloaded", async ({ page, request }) => {
    for (const path of ['/', '/auth']) {
      const html = await (await request.get(path)).text();
      const rules = /<style id="pitwall-fonts">([^<]+)<\/style>/.exec(html)?.[1] ?? '';
      const files = [...rules.matchAll(/url\(([^)]+)\)/g)].map(([, file]) => file ?? '');
      expect(files, path).toHaveLength(2);
      for (const file of files) {
        const response = await request.get(file);
        expect(response.status(), file).toBe(200);
        expect(response.headers()['content-type'], file).toContain('font/woff2');
      }
      // Prerendered: the heading's face is preloaded, from the same file the rule names.
      if (path === '/') expect(html).toMatch(new RegExp(`<link rel="preload" href="${files[1]}" as="font"`));
    }
    // No script has run, and the heading is drawn in the brand's display face.
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px "Barlow Condensed"') && [...document.fonts].some((face) => face.family.includes('Barlow Condensed') && face.status === 'loaded'))).toBe(true);
  });
});

test('with JavaScript, every public route hydrates its HTML: nothing redrawn, no warning, and it works', async ({ page }) => {
  test.setTimeout(120_000);
  await watchRoot(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const [path, heading] of [...ROUTES, [POST, 'Así es nuestro simulador: montaje en menos de 30 minutos'] as const]) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute(PAGE_LIVE_ATTRIBUTE, '');
    expect(await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot), path).toBe(0);
  }
  expect(problems).toEqual([]);

  // Hydrated links move within the app (no new document), and the back button works.
  await page.goto('/', { waitUntil: 'networkidle' });
  const marker = await page.evaluate(() => Object.assign(window, { sameDocument: true }) && true);
  expect(marker).toBe(true);
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tienda');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/'));
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});

test("a prerendered page keeps the site's base styles as they came while it hydrates; a page drawn in the browser writes them", async ({ page }) => {
  // Every rule styled-components removes from a style sheet: writing the base styles again removes
  // the ones the page came with first, and the browser restyles the whole page for the same rules.
  await page.addInitScript(() => {
    const state = window as unknown as { removedRules: number };
    state.removedRules = 0;
    const deleteRule = CSSStyleSheet.prototype.deleteRule;
    CSSStyleSheet.prototype.deleteRule = function (this: CSSStyleSheet, index: number) {
      state.removedRules += 1;
      deleteRule.call(this, index);
    };
  });
  const base = () =>
    page.evaluate(() => {
      const body = getComputedStyle(document.body);
      return { margin: body.margin, font: body.fontFamily.split(',')[0], heading: getComputedStyle(document.querySelector('h1') as Element).marginTop };
    });
  const expected = { margin: '0px', font: '"Inter Variable"', heading: '0px' };

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('html')).toHaveAttribute(PAGE_LIVE_ATTRIBUTE, '');
  expect(await page.evaluate(() => (window as unknown as { removedRules: number }).removedRules)).toBe(0);
  expect(await base()).toEqual(expected);
  // They stay as the visitor moves within the app.
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tienda');
  expect(await base()).toEqual(expected);

  // An address with a query has no prerendered HTML: the app draws the page and its base styles.
  await page.goto('/tienda?desde=correo', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tienda');
  expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
  expect(await base()).toEqual(expected);
});

test('prices and stock are loaded again after hydration: the HTML is never trusted for them', async ({ page, browser }) => {
  const service = serviceClient();
  const { data: product } = await service.from('products').select('id, price').eq('title', 'Gorra Pitwall Team').single();
  if (!product) throw new Error('seeded product missing');
  const newPrice = product.price + 7;
  await service.from('products').update({ price: newPrice }).eq('id', product.id).throwOnError();
  try {
    const card = (p: Page) => p.locator('ul[aria-label="Productos"] > li').filter({ hasText: 'Gorra Pitwall Team' });
    // The prerendered HTML still has the price it was made with…
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/tienda');
    await expect(card(plain)).toContainText(euros(product.price));
    await noScript.close();
    // …and the hydrated page shows the current one.
    await page.goto('/tienda');
    await expect(card(page)).toContainText(euros(newPrice));
    await expect(card(page)).not.toContainText(euros(product.price));
  } finally {
    await service.from('products').update({ price: product.price }).eq('id', product.id).throwOnError();
  }
});

test("a song's text kept from the HTML while hydrating is drawn again when the data loaded after it differs", async ({ page, browser }) => {
  const service = serviceClient();
  const { data: song } = await service.from('songs').select('id, title, genre').order('title').limit(1).single();
  if (!song) throw new Error('seeded song missing');
  const changed = { title: `${song.title} (remezcla)`, genre: `${song.genre} Nova` };
  await service.from('songs').update(changed).eq('id', song.id).throwOnError();
  try {
    // The prerendered HTML still has the text it was made with…
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto('/playlist-music');
    await expect(plain.getByRole('heading', { name: song.title, exact: true })).toBeVisible();
    await noScript.close();
    // …and the hydrated page, once the songs are loaded again, shows the current one, on its card only.
    await page.goto('/playlist-music');
    const card = page.getByRole('article', { name: changed.title });
    await expect(card.getByRole('heading', { name: changed.title })).toBeVisible();
    await expect(card).toContainText(changed.genre);
    // The filter's genres, sorted where the songs were loaded, follow them too.
    await expect(page.getByLabel('Género').locator('option', { hasText: changed.genre })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: song.title, exact: true })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Reproducir ${changed.title}` })).toBeEnabled();
  } finally {
    await service.from('songs').update({ title: song.title, genre: song.genre }).eq('id', song.id).throwOnError();
  }
});

test("a visitor's own state (cart, cookie choice) appears once hydrated, without a mismatch", async ({ page }) => {
  await page.goto('/tienda');
  await page.getByRole('button', { name: 'Rechazar' }).click();
  await page.getByRole('button', { name: 'Añadir al carrito: Gorra Pitwall Team' }).click();
  await expect.poll(() => cartCount(page)).toBe(1);

  // A new document: the prerendered header has an empty cart and the banner a first visit sees;
  // hydration adopts them, then counts and removes the banner.
  const html = await (await page.request.get('/nosotros')).text();
  expect(html).toContain('id="cookie-banner-title"');
  await watchRoot(page);
  await page.goto('/nosotros', { waitUntil: 'networkidle' });
  await expect.poll(() => cartCount(page)).toBe(1);
  await expect(page.getByRole('region', { name: 'Usamos cookies' })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { removedFromRoot: number }).removedFromRoot)).toBe(0);
});

test('a deploy prerenders with the pointers it has just uploaded, not what the site (or a CDN cache) still serves', async ({ baseURL }) => {
  test.setTimeout(60_000);
  const site = baseURL ?? '';
  const pointers = mkdtempSync(path.join(tmpdir(), 'pitwall-pointers-'));
  try {
    for (const name of ['index.html', 'remotes.json']) writeFileSync(path.join(pointers, name), await (await fetch(`${site}/${name}`)).text());
    // The "just uploaded" configuration differs from the one the site serves: the pages must show it.
    const config = (await (await fetch(`${site}/runtime-config.json`)).json()) as { brand: Record<string, unknown> };
    writeFileSync(path.join(pointers, 'runtime-config.json'), JSON.stringify({ ...config, brand: { ...config.brand, name: 'Boxes' } }));
    const pagesDir = path.join(pointers, 'pages');
    const report = await prerenderSite({ siteUrl: site, remotes: ['music'], pagesDir, pointersDir: pointers, log: () => undefined });
    expect(report['music']?.written).toEqual(['/playlist-music']);
    const html = readFileSync(path.join(pagesDir, 'music', 'playlist-music', 'index.html'), 'utf8');
    expect(html).toContain('aria-label="Boxes — inicio"');
    expect(html).toContain('data-prerendered="/playlist-music"');
  } finally {
    rmSync(pointers, { recursive: true, force: true });
  }
});

/**
 * A slow API: a proxy in front of the e2e stack's gateway that holds each answer to the songs
 * query for `delayMs(n)` (n = 1 for the first such request), as a starved machine would.
 */
async function slowApi(target: string, delayMs: (n: number) => number): Promise<{ url: string; server: Server }> {
  let songsRequests = 0;
  const server = createServer((req, res) => {
    const slow = req.method === 'GET' && new URL(req.url ?? '/', 'http://x').pathname === '/rest/v1/songs';
    const delay = slow ? delayMs(++songsRequests) : 0;
    const upstream = new URL(req.url ?? '/', target);
    const out = forward(upstream, { method: req.method, headers: { ...req.headers, host: upstream.host } }, (answer) => {
      setTimeout(() => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      }, delay);
    });
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

/** The site's pointers in a folder, its runtime configuration aimed at `apiUrl`. */
async function pointersWithApi(site: string, apiUrl: (real: string) => Promise<string>): Promise<string> {
  const pointers = mkdtempSync(path.join(tmpdir(), 'pitwall-pointers-'));
  for (const name of ['index.html', 'remotes.json']) writeFileSync(path.join(pointers, name), await (await fetch(`${site}/${name}`)).text());
  const config = (await (await fetch(`${site}/runtime-config.json`)).json()) as { supabase: { url: string } };
  writeFileSync(path.join(pointers, 'runtime-config.json'), JSON.stringify({ ...config, supabase: { ...config.supabase, url: await apiUrl(config.supabase.url) } }));
  return pointers;
}

test.describe('a starved prerender', () => {
  let api: Server | undefined;
  let pointers: string | undefined;
  test.afterEach(async () => {
    api?.closeAllConnections();
    await new Promise((resolve) => api?.close(resolve) ?? resolve(undefined));
    if (pointers) rmSync(pointers, { recursive: true, force: true });
    api = undefined;
    pointers = undefined;
  });

  test('makes the page once it says it is ready: its data slower than the first wait, the page is retried and made', async ({ baseURL }) => {
    test.setTimeout(60_000);
    // The first songs request answers after 6 s; the first wait is 3 s, the retry waits 9 s.
    pointers = await pointersWithApi(baseURL ?? '', async (real) => {
      const slow = await slowApi(real, (n) => (n === 1 ? 6_000 : 0));
      api = slow.server;
      return slow.url;
    });
    const lines: string[] = [];
    const pagesDir = path.join(pointers, 'pages');
    const report = await prerenderSite({ siteUrl: baseURL ?? '', remotes: ['music'], pagesDir, pointersDir: pointers, waitMs: 3_000, log: (line) => lines.push(line) });
    expect(lines.join('\n')).toContain('/playlist-music: not ready (not ready after 3s, waiting for its data (music/songs:null)); again, waiting up to 9s');
    expect(report['music']).toEqual({ written: ['/playlist-music'], skipped: [] });
    const html = readFileSync(path.join(pagesDir, 'music', 'playlist-music', 'index.html'), 'utf8');
    // The songs are in the page, not a loading state.
    expect(html).toContain('"music/songs:null":{"songs":[{');
    expect(html).not.toContain('data-loading');
  });

  test('a page that never gets ready fails npm run prerender, named, with what to do', async ({ baseURL }) => {
    test.setTimeout(60_000);
    pointers = await pointersWithApi(baseURL ?? '', async (real) => {
      const slow = await slowApi(real, () => 60_000);
      api = slow.server;
      return slow.url;
    });
    const cli = spawn(process.execPath, ['tools/prerender/cli.mjs', 'music', '--site', baseURL ?? '', '--out', path.join(pointers, 'pages'), '--pointers', pointers, '--wait-ms', '2000'], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    cli.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => cli.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('1 page was not prerendered');
    expect(stderr).toContain('/playlist-music  (music: not ready after 6s, waiting for its data (music/songs:null))');
    expect(stderr).toContain('npm run prerender');
  });
});
