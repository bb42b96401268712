import { expect, test, type Page } from '../support/test.ts';
import { publicRoutesWithPost } from '../support/routes.ts';
import { BACKEND_CHUNK, NOW_TEXT_RECORD_PREFIX, PAGE_LIVE_ATTRIBUTE, PAGE_LIVE_SELECTOR, REACT_PROPS_PREFIX, WAKES_ON_INPUT_ATTRIBUTE } from '../../libs/config/src/page-protocol.ts';

// A prerendered page hydrates from the data in its HTML: the backend (supabase-js, ~60 KB gzip)
// is only needed to load that data again or to send a form, so a page imports it on first use
// and answers before it has run. Its entry carries no zod either: a page without a form at
// hand (the shop, the music) loads none. A static import of '@pitwall/backend' in a page, or a
// schema back in the backend's entry, fails here.
//
// A chunk's script, once run, registers its id in its app's rspackChunk<app> array (named ids:
// the id says which package it holds). Read at the moment the shell marks the page live.

type ChunkWindow = Window & { __chunksAtLive?: string[] };

async function watchChunks(page: Page) {
  await page.addInitScript((attribute) => {
    const chunks = () =>
      Object.keys(window)
        .filter((key) => /^(rspack|webpack)Chunk/.test(key))
        .flatMap((key) => ((window as unknown as Record<string, Array<[Array<string | number>]>>)[key] ?? []).flatMap(([ids]) => ids.map(String)));
    Object.assign(window, { __chunksNow: chunks });
    // The document, not <html>: an init script runs before the page's first element exists.
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute(attribute)) return;
      (window as ChunkWindow).__chunksAtLive = chunks();
      observer.disconnect();
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
  }, PAGE_LIVE_ATTRIBUTE);
}

const chunksNow = (page: Page) => page.evaluate(() => (window as unknown as { __chunksNow: () => string[] }).__chunksNow());

test('every public route and a post answers before supabase-js has run, and then loads its data with it', async ({ page }) => {
  test.setTimeout(120_000);
  const routes = await publicRoutesWithPost(page);
  await watchChunks(page);
  for (const route of routes) {
    await page.goto(route);
    await page.locator(PAGE_LIVE_SELECTOR).waitFor({ state: 'attached' });
    const atLive = await page.evaluate(() => (window as ChunkWindow).__chunksAtLive);
    expect(atLive, route).toBeDefined();
    expect(atLive?.filter((id) => BACKEND_CHUNK.test(id)), `${route}: the backend ran before the page answered`).toEqual([]);
  }
  // The shop loads its prices and stock again, through supabase-js, once it answers.
  await page.goto('/tienda');
  await expect.poll(async () => (await chunksNow(page)).some((id) => id.includes('supabase'))).toBe(true);
});

for (const route of ['/tienda', '/playlist-music']) {
  test(`${route} loads no zod: the backend's entry carries no schema`, async ({ page }) => {
    await watchChunks(page);
    await page.goto(route);
    await page.locator(PAGE_LIVE_SELECTOR).waitFor({ state: 'attached' });
    // Its data loaded again (supabase-js has run), and still no zod.
    await expect.poll(async () => (await chunksNow(page)).some((id) => id.includes('supabase'))).toBe(true);
    expect((await chunksNow(page)).filter((id) => id.includes('zod'))).toEqual([]);
  });
}

// A form builds its schema when it is first used (lazyResolver, @pitwall/ui/form): a page with a
// form loads no zod until one of its fields is focused. A static import of a schema, or of
// zodResolver, in a page's form fails here.
for (const [route, form] of [
  ['/contacto', 'Enviar mensaje'],
  ['/prensa?tab=contacto', 'Solicitud de prensa'],
  ['/blog', 'Suscripción al blog'],
] as const) {
  test(`${route} loads zod only once its form is focused`, async ({ page }) => {
    await watchChunks(page);
    await page.goto(route);
    await page.locator(PAGE_LIVE_SELECTOR).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect((await chunksNow(page)).filter((id) => id.includes('zod'))).toEqual([]);
    await page.getByRole('form', { name: form }).getByRole('textbox').first().focus();
    await expect.poll(async () => (await chunksNow(page)).some((id) => id.includes('zod'))).toBe(true);
  });
}

// A page's first Intl formatter or collator loads the locale's data: about 0.1 s of a phone's main
// thread. The shared formatters are made on first use (libs/ui/src/format.ts), the footer's year
// needs none, a date or a list inside a kept StaticIsland is written by a component that the browser
// does not render, today's date (NowText) keeps its prerendered text on the day it was made, a song's
// average is kept while it is the prerendered one, and the music's filter options come sorted with
// the songs: every page but the shop (its prices) makes none before it answers, nor as it settles
// (its data loaded again) and is read to the end (its parts below hydrating as they come into view).
// A formatter made on import, a date formatted outside a component or a sort with localeCompare
// while hydrating fails here.
const WRITE_INTL_WHILE_HYDRATING = ['/tienda'];
// Once it answers, /playlist-music loads its songs again and sorts their filter options (the
// prerender sorted the ones it shows): with the one Spanish collator (spanish-order.ts), never a
// format, and never localeCompare, which makes a collator on every call.
const SORTS_ITS_RELOADED_DATA: Record<string, RegExp> = { '/playlist-music': /^after live: Collator\(\["es"\]\)$/ };

/** Scrolls through the page a screen at a time, until every part that hydrates when seen has. */
async function readToTheEnd(page: Page) {
  for (let top = 0; top < (await page.evaluate(() => document.documentElement.scrollHeight)); top += 600) {
    await page.evaluate((y) => new Promise((resolve) => requestAnimationFrame(() => resolve(window.scrollTo(0, y)))), top);
  }
  await expect
    .poll(() =>
      page.evaluate(
        ({ attribute, prefix }) => [...document.querySelectorAll(`[${attribute}] > *`)].filter((element) => !Object.keys(element).some((key) => key.startsWith(prefix))).length,
        { attribute: WAKES_ON_INPUT_ATTRIBUTE, prefix: REACT_PROPS_PREFIX },
      ),
    )
    .toBe(0);
}

test('a page that shows no price makes no Intl formatter or collator before it answers, nor as it settles and is read', async ({ page }) => {
  test.setTimeout(120_000);
  const routes = (await publicRoutesWithPost(page)).filter((route) => !WRITE_INTL_WHILE_HYDRATING.includes(route));
  expect(routes).toEqual(expect.arrayContaining(['/', '/contacto', '/blog', '/prensa', '/playlist-music', '/politica-privacidad']));
  await page.addInitScript((attribute) => {
    const made: string[] = [];
    Object.assign(window, { __intlMade: made });
    const when = () => (document.documentElement.hasAttribute(attribute) ? 'after live' : 'before live');
    for (const name of ['NumberFormat', 'DateTimeFormat', 'ListFormat', 'PluralRules', 'RelativeTimeFormat', 'Collator'] as const) {
      const Original = Intl[name];
      Object.defineProperty(Intl, name, {
        configurable: true,
        writable: true,
        value: new Proxy(Original, {
          construct(target, args) {
            made.push(`${when()}: ${name}(${JSON.stringify(args)})`);
            return Reflect.construct(target, args) as object;
          },
        }),
      });
    }
    // The methods that make one behind the scenes.
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
    ];
    for (const [prototype, method] of methods) {
      const original = Reflect.get(prototype, method) as (...args: unknown[]) => unknown;
      Object.defineProperty(prototype, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          made.push(`${when()}: ${method}(${JSON.stringify(args)})`);
          return original.apply(this, args);
        },
      });
    }
  }, PAGE_LIVE_ATTRIBUTE);
  for (const route of routes) {
    // A visitor on the day the pages were made: should this run have gone past midnight since,
    // the browser's clock is put back to before the end of that day (the first time the page
    // records for its text of "now").
    const html = await (await page.request.get(route)).text();
    const madeUntil = Math.min(...[...html.matchAll(new RegExp(`"${NOW_TEXT_RECORD_PREFIX}[^"]*":\\[\\d+,(\\d+)\\]`, 'g'))].map((match) => Number(match[1])));
    if (Date.now() >= madeUntil) await page.clock.setFixedTime(madeUntil - 60_000);
    await page.goto(route);
    await page.locator(PAGE_LIVE_SELECTOR).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    await readToTheEnd(page);
    const made = await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
    expect(made.filter((call) => !SORTS_ITS_RELOADED_DATA[route]?.test(call)), route).toEqual([]);
  }
});
