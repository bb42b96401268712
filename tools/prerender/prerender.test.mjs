// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_STORE } from '../release/store.mjs';
import { defaultPagesDir, PLAIN_SHELL_HEADER, prerenderedFile, RECORD_FILE, servedPagesDir, templateId } from '../serve/pages.mjs';
import { startStaticServer } from '../serve/static-server.mjs';
import { BOOT_DATA_ID, EARLY_SCRIPT_FILE, PRERENDER_ONLY_CHUNK, PRERENDERED_DATA_ID } from '../../libs/config/src/page-protocol.ts';
import { composeDocument, loadsOf, missingPages, missingPagesMessage, splitHead } from './prerender.mjs';

const TEMPLATE = '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Pitwall</title></head><body><noscript>Esta web necesita JavaScript.</noscript><div id="root"></div></body></html>';

describe('the prerendered document', () => {
  it("takes the page's head tags out of the markup React puts first", () => {
    const { head, html } = splitHead('<title>Tienda · Pitwall</title><meta name="description" content="x"/><link rel="canonical" href="https://a/tienda"/><a href="#contenido">Saltar</a><meta name="x" content="in body"/>');
    expect(head).toBe('<title>Tienda · Pitwall</title><meta name="description" content="x"/><link rel="canonical" href="https://a/tienda"/>');
    expect(html).toBe('<a href="#contenido">Saltar</a><meta name="x" content="in body"/>');
  });

  it("lists the template's entry script and what hydration loads for after the first paint, before the page head", () => {
    const template = TEMPLATE.replace('</head>', `<script async src="/v1/${EARLY_SCRIPT_FILE}"></script><script defer src="/v1/main.js"></script></head>`);
    /** @type {{ href: string, as: 'script' | 'fetch', cors: boolean }[]} */
    const hints = [
      { href: '/remotes.json', as: 'fetch', cors: true },
      { href: 'https://remotes.example/commerce/v1/remoteEntry.js?a=1&b="2"</script>', as: 'script', cors: false },
    ];
    const document = composeDocument(template, { html: '<main><h1>Tienda</h1></main>', head: '<title>Tienda · Pitwall</title>', styles: '', data: {}, address: '/tienda', hints });
    // No script of the page is asked for while it parses: only the early script, which starts them.
    expect(document).not.toContain('<script defer');
    expect(document).toContain(`<script async src="/v1/${EARLY_SCRIPT_FILE}"></script><script type="application/json" id="${BOOT_DATA_ID}">`);
    const boot = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script><title>`).exec(document)?.[1] ?? '';
    expect(boot).not.toContain('</script>');
    expect(JSON.parse(boot)).toEqual({ scripts: ['/v1/main.js'], hints });
  });

  it("preloads the fonts of the page's first viewport first in its head", () => {
    const preloads = '<link rel="preload" href="/v1/inter.woff2" as="font" type="font/woff2" crossorigin>';
    const document = composeDocument(TEMPLATE, { html: '<main><h1>Tienda</h1></main>', head: '<title>Tienda · Pitwall</title>', styles: '<style>h1{}</style>', data: {}, address: '/tienda', preloads });
    expect(document).toContain(`<head><meta charset="utf-8">${preloads}<title>Tienda · Pitwall</title><style>h1{}</style>`);
  });

  it('draws no frame until the whole page is parsed: the element after it is expected first', () => {
    const document = composeDocument(TEMPLATE, { html: '<main><h1>Tienda</h1></main>', head: '<title>Tienda · Pitwall</title>', styles: '', data: {}, address: '/tienda' });
    const expectLink = `<link rel="expect" href="#${PRERENDERED_DATA_ID}" blocking="render">`;
    expect(document).toContain(`${expectLink}</head>`);
    expect(document).toContain(`</main></div><script type="application/json" id="${PRERENDERED_DATA_ID}">`);
  });

  it('is the shell with the page in #root, its head and CSS, and its data (which cannot close the script)', () => {
    const document = composeDocument(TEMPLATE, {
      html: '<main><h1>Tienda</h1></main>',
      head: '<title>Tienda · Pitwall</title>',
      styles: '<style data-styled="true">h1{color:red}</style>',
      data: { 'shop/products:null': [{ title: '</script><script>alert(1)</script>' }] },
      address: '/tienda',
    });
    expect(document).toContain('<head><meta charset="utf-8"><title>Tienda · Pitwall</title><style data-styled="true">h1{color:red}</style>');
    expect(document.match(/<title>/g)).toHaveLength(1);
    expect(document).not.toContain('<noscript>');
    expect(document).toContain(`<div id="root" data-prerendered="/tienda"><main><h1>Tienda</h1></main></div><script type="application/json" id="${PRERENDERED_DATA_ID}">`);
    expect(document).not.toContain('</script><script>alert(1)');
    expect(document).toContain('\\u003c/script>');
  });

  it("inserts an admin's text as it is: replacement patterns ($', $&, $`) copy nothing", () => {
    const title = "Oferta $' y $& y $` y $$";
    const document = composeDocument(TEMPLATE, {
      html: `<main><h1>${title}</h1></main>`,
      head: `<title>${title}</title>`,
      styles: '',
      data: { title },
      address: '/blog/oferta',
    });
    expect(document).toContain(`<title>${title}</title>`);
    expect(document).toContain(`<main><h1>${title}</h1></main>`);
    expect(document.match(/<html/g)).toHaveLength(1);
    expect(document.match(/<\/body>/g)).toHaveLength(1);
  });
});

describe('what a page preloads', () => {
  const SITE = 'http://localhost:4400';
  /** The requests a page made, as Playwright reports them. */
  function pageLoading(urls) {
    /** @type {(request: unknown) => void} */
    let listener = () => undefined;
    const page = { on: (_event, callback) => (listener = callback) };
    const loads = loadsOf(/** @type {any} */ (page), SITE);
    for (const url of urls) listener({ url: () => url, resourceType: () => 'script', allHeaders: async () => ({ 'sec-fetch-mode': 'no-cors' }) });
    return loads;
  }

  it("is what its hydration loaded, without the shell's code for the prerender itself or the backend the prerender loaded its data with", async () => {
    const loads = pageLoading([
      `${SITE}/v1/main.js`,
      `${SITE}/v1/src_bootstrap_tsx.1.js`,
      `${SITE}/v1/${PRERENDER_ONLY_CHUNK}.2.js`,
      'http://localhost:4401/v1/remoteEntry.js',
      `${SITE}/v1/libs_backend_src_index_ts.3.js`,
      `${SITE}/v1/vendors-node_modules_supabase_supabase-js_dist_index_mjs.4.js`,
    ]);
    expect(await loads.hints('<script defer src="/v1/main.js"></script>')).toEqual([
      { href: '/v1/src_bootstrap_tsx.1.js', as: 'script', cors: false },
      { href: 'http://localhost:4401/v1/remoteEntry.js', as: 'script', cors: false },
    ]);
  });

  it('knows that chunk by the name the shell gives it', () => {
    const bootstrap = readFileSync(new URL('../../apps/shell/src/bootstrap.tsx', import.meta.url), 'utf8');
    expect(bootstrap).toMatch(new RegExp(`import\\(/\\* webpackChunkName: "${PRERENDER_ONLY_CHUNK}" \\*/ './prerender/readiness.ts'\\)`));
  });
});

describe("the shell's server", () => {
  let pagesDir;
  /** The request fields the page rule reads. */
  const request = (address, headers = {}) => ({ req: /** @type {import('node:http').IncomingMessage} */ (/** @type {unknown} */ ({ headers })), url: new URL(address, 'http://site') });
  beforeEach(() => {
    pagesDir = mkdtempSync(path.join(tmpdir(), 'pitwall-pages-'));
    mkdirSync(path.join(pagesDir, 'commerce', 'tienda'), { recursive: true });
    writeFileSync(path.join(pagesDir, 'commerce', 'tienda', 'index.html'), 'tienda');
    writeFileSync(path.join(pagesDir, 'commerce', RECORD_FILE), JSON.stringify({ template: templateId(TEMPLATE), version: 'c1' }));
  });
  afterEach(() => rmSync(pagesDir, { recursive: true, force: true }));

  it('serves a page made from the live shell and the live release of its remote', () => {
    expect(prerenderedFile({ pagesDir, ...request('/tienda'), template: TEMPLATE, liveVersions: { commerce: 'c1' } })).toBe(path.join(pagesDir, 'commerce', 'tienda', 'index.html'));
    expect(prerenderedFile({ pagesDir, ...request('/tienda'), template: TEMPLATE, liveVersions: null })).not.toBeNull();
  });

  it('serves the plain shell after a promotion, for a query, to the prerender, or where there is no page', () => {
    const live = { commerce: 'c1' };
    expect(prerenderedFile({ pagesDir, ...request('/tienda'), template: TEMPLATE, liveVersions: { commerce: 'c2' } })).toBeNull();
    expect(prerenderedFile({ pagesDir, ...request('/tienda'), template: `${TEMPLATE} `, liveVersions: live })).toBeNull();
    expect(prerenderedFile({ pagesDir, ...request('/tienda?orden=precio'), template: TEMPLATE, liveVersions: live })).toBeNull();
    expect(prerenderedFile({ pagesDir, ...request('/tienda', { [PLAIN_SHELL_HEADER]: '1' }), template: TEMPLATE, liveVersions: live })).toBeNull();
    expect(prerenderedFile({ pagesDir, ...request('/checkout'), template: TEMPLATE, liveVersions: live })).toBeNull();
    expect(prerenderedFile({ pagesDir: undefined, ...request('/tienda'), template: TEMPLATE, liveVersions: live })).toBeNull();
  });
});

describe('the pages folder', () => {
  it('is beside the release store the site serves, unless PITWALL_PAGES_DIR says otherwise', () => {
    expect(defaultPagesDir({})).toBe(path.join(DEFAULT_STORE, 'pages'));
    expect(defaultPagesDir({ PITWALL_RELEASES_DIR: '/srv/store' })).toBe(path.resolve('/srv/store/pages'));
    expect(defaultPagesDir({ PITWALL_RELEASES_DIR: '/srv/store', PITWALL_PAGES_DIR: '/srv/pages' })).toBe(path.resolve('/srv/pages'));
  });

  it("is the one the running shell's server reads, which it says (npm run prerender writes there)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pitwall-shell-'));
    writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    const pagesDir = path.join(dir, 'elsewhere', 'pages');
    const server = await startStaticServer({ dir, port: 0, spa: true, stackDir: dir, pagesDir });
    try {
      expect(await servedPagesDir(`http://127.0.0.1:${server.port}/`)).toBe(pagesDir);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
    // Not the local server (a CDN, nothing listening): the caller falls back to the default.
    expect(await servedPagesDir(`http://127.0.0.1:${server.port}`)).toBeNull();
  });
});

describe('pages not made', () => {
  it('are each named with their remote and reason, and what to do', () => {
    const report = {
      marketing: { written: ['/'], skipped: [{ path: '/nosotros', reason: 'not ready after 90s, waiting for its remote page' }] },
      content: { written: [], skipped: [{ path: '/blog/nuevo', reason: 'error on the page: Error' }] },
      music: { written: ['/playlist-music'], skipped: [] },
    };
    const missing = missingPages(report);
    expect(missing.map(({ remote, path: address }) => `${remote} ${address}`)).toEqual(['marketing /nosotros', 'content /blog/nuevo']);
    const lines = missingPagesMessage(missing);
    expect(lines[0]).toBe('2 pages were not prerendered (their routes render in the browser until made):');
    expect(lines.slice(1, 3)).toEqual(['  /nosotros  (marketing: not ready after 90s, waiting for its remote page)', '  /blog/nuevo  (content: error on the page: Error)']);
    expect(lines[3]).toMatch(/^What to do: .*npm run prerender/);
    expect(missingPages({ music: report.music })).toEqual([]);
  });
});
