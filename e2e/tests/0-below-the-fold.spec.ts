import { expect, test, type Page } from '../support/test.ts';
import { actBeforeLive, cartCount } from '../support/ui.ts';
import { PAGE_LIVE_ATTRIBUTE } from '../../libs/config/src/page-protocol.ts';

// On a phone, the shop's products after the first and the press kit's resources start below the
// first screen: they hydrate after the page has gone live (HydrateWhenSeen, @pitwall/ui), on the
// elements the prerender made, and then answer. (The song cards: music.spec.ts.)
// The file name ('0-') sorts it before the specs that change the catalogue (purchases, the admin's
// products): a product whose data changed since the prerender is woken as soon as the new data
// reaches it (hydrated first, then updated), so it would not be asleep when the page goes live.

const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps'));

/** Nothing wakes the cards but the visitor's input: the browser is never idle, and no card is reported near the screen. */
const wakeOnlyOnInput = (page: Page) =>
  page.addInitScript(() => {
    Object.assign(window, {
      requestIdleCallback: () => 0,
      cancelIdleCallback: () => undefined,
      IntersectionObserver: class {
        observe = () => undefined;
        unobserve = () => undefined;
        disconnect = () => undefined;
      },
    });
  });

const PAGES = [
  { path: '/tienda', control: /^Añadir al carrito: /, hydratedWhenLive: (count: number) => [true, ...Array<boolean>(count - 1).fill(false)] },
  { path: '/prensa', control: /^Descargar: /, hydratedWhenLive: (count: number) => Array<boolean>(count).fill(false) },
];

for (const { path, control, hydratedWhenLive } of PAGES) {
  test(`${path}: the cards below the first screen hydrate after the page has gone live, on the elements the prerender made`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Before the app runs: marks every prerendered card's buttons, to tell them from redrawn ones,
    // and notes which of them React had hydrated at the moment the page went live.
    await page.addInitScript(
      ([attribute, source]) => {
        const pattern = new RegExp(source);
        const controls = () => [...document.querySelectorAll('main article button')].filter((button) => pattern.test(button.getAttribute('aria-label') ?? button.textContent ?? ''));
        document.addEventListener('DOMContentLoaded', () => {
          controls().forEach((button) => button.setAttribute('data-prerendered', ''));
          new MutationObserver((_, observer) => {
            if (!document.documentElement.hasAttribute(attribute)) return;
            observer.disconnect();
            Object.assign(window, { hydratedWhenLive: controls().map((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))) });
          }).observe(document.documentElement, { attributes: true, attributeFilter: [attribute] });
        });
      },
      [PAGE_LIVE_ATTRIBUTE, control.source] as const,
    );
    await page.goto(path);
    const whenLive = (await (await page.waitForFunction(() => (window as unknown as { hydratedWhenLive?: boolean[] }).hydratedWhenLive)).jsonValue()) as boolean[];
    expect(whenLive.length).toBeGreaterThan(3);
    expect(whenLive).toEqual(hydratedWhenLive(whenLive.length));

    // Then each card hydrates as it comes near the screen, on its prerendered elements.
    const controls = page.getByRole('main').getByRole('article').getByRole('button', { name: control });
    for (const button of await controls.all()) await button.scrollIntoViewIfNeeded();
    await expect.poll(() => controls.evaluateAll((buttons) => buttons.filter((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))).length)).toBe(whenLive.length);
    expect(await controls.evaluateAll((buttons) => buttons.every((button) => button.hasAttribute('data-prerendered')))).toBe(true);
  });
}

test('/tienda: products that changed since the prerender wake their sleeping cards, which hydrate on the prerendered elements and then show the new data', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A phone (4× slower): the cards below the first screen are still asleep when the products
  // loaded again reach them.
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The catalogue as it is now: one unit left of everything, which the prerender did not show.
  await page.route('**/rest/v1/products?*', async (route) => {
    const response = await route.fetch();
    const products = (await response.json()) as Array<{ stock: number; product_variants: Array<{ stock: number }> }>;
    for (const product of products) {
      product.stock = 1;
      for (const variant of product.product_variants) variant.stock = 1;
    }
    await route.fulfill({ response, json: products });
  });
  // Marks the prerendered buttons, and notes every card React removes (drawn anew).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelectorAll('main article button').forEach((button) => button.setAttribute('data-prerendered', ''));
      const removed: string[] = [];
      Object.assign(window, { removedCards: removed });
      new MutationObserver((records) =>
        records.forEach((record) => record.removedNodes.forEach((node) => node instanceof Element && node.querySelector('article, button') && removed.push(node.textContent ?? ''))),
      ).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.goto('/tienda');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  await expect(cards.filter({ hasText: 'Última unidad' })).toHaveCount(count, { timeout: 15_000 });
  const buttons = cards.getByRole('button', { name: /^Añadir al carrito: / });
  await expect.poll(() => buttons.evaluateAll((all) => all.filter((button) => Object.keys(button).some((key) => key.startsWith('__reactProps'))).length)).toBe(count);
  expect(await buttons.evaluateAll((all) => all.every((button) => button.hasAttribute('data-prerendered')))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { removedCards: string[] }).removedCards)).toEqual([]);
});

test('/tienda: a click on a product still asleep once the page is live puts it in the cart at once, not with a replay later', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await wakeOnlyOnInput(page);
  await page.goto('/tienda');
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), PAGE_LIVE_ATTRIBUTE);
  const last = page.getByRole('main').getByRole('button', { name: /^Añadir al carrito: / }).last();
  const title = ((await last.getAttribute('aria-label')) ?? '').replace('Añadir al carrito: ', '');
  expect(await last.evaluate(hydrated)).toBe(false);
  await last.click();
  // Handled by the click itself: the cart is saved before the click returns.
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain(`"title":"${title}"`);
  await expect.poll(() => cartCount(page)).toBe(1);
});

test('/tienda: a product far below the first screen hydrates as it comes near and answers: «Añadir al carrito» puts it in the cart', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tienda');
  const last = page.getByRole('main').getByRole('button', { name: /^Añadir al carrito: / }).last();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate(hydrated)).toBe(true);
  await last.click();
  await expect.poll(() => cartCount(page)).toBe(1);
});

test('/prensa: a resource far below the first screen hydrates as it comes near and answers: «Descargar» downloads it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/prensa');
  const last = page.getByRole('main').getByRole('button', { name: /^Descargar: / }).last();
  await last.scrollIntoViewIfNeeded();
  await expect.poll(() => last.evaluate(hydrated)).toBe(true);
  const download = page.waitForEvent('download');
  await last.click();
  expect((await download).suggestedFilename()).not.toBe('');
});

// A choice made before a card hydrates lives only in the page: the card takes it over when it
// hydrates, so «Añadir al carrito» adds the option the visitor sees chosen.
const addsTheChosenSize = async (page: Page) => {
  const card = page.getByRole('main').getByRole('article', { name: 'Camiseta Pitwall Racing' });
  await card.getByRole('button', { name: /^Añadir al carrito/ }).click();
  await expect.poll(() => cartCount(page)).toBe(1);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toContain('"variant_name":"Talla L"');
  await expect(card.getByText(/^Talla L · /).first()).toBeAttached();
};
const chooseSizeL = async (page: Page) => {
  const select = page.getByRole('main').getByRole('article', { name: 'Camiseta Pitwall Racing' }).getByLabel('Opción');
  await select.selectOption({ label: (await select.locator('option', { hasText: 'Talla L' }).textContent()) ?? '' });
};

test('/tienda: a size chosen on a product still asleep is the size its button adds', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await wakeOnlyOnInput(page);
  await page.goto('/tienda');
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), PAGE_LIVE_ATTRIBUTE);
  const select = page.getByRole('main').getByRole('article', { name: 'Camiseta Pitwall Racing' }).getByLabel('Opción');
  expect(await select.evaluate(hydrated)).toBe(false);
  await chooseSizeL(page);
  await addsTheChosenSize(page);
});

test('/tienda: a size chosen before the page is live is the size its button adds', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await actBeforeLive(page, '/tienda', () => chooseSizeL(page));
  await addsTheChosenSize(page);
});

// The first product hydrates with the page. Its price and its options' labels are money, and the
// page's first Intl formatter costs a phone tens of milliseconds to make: they stay as prerendered
// while they are the same, so none is made before the page answers; another option writes its own.
test('/tienda: the first product answers when the page goes live without a money formatter made; another option shows its own price', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript((attribute) => {
    const made: number[] = [];
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.NumberFormat>) => (made.push(performance.now()), new target(...args)),
      apply: (target, _, args: ConstructorParameters<typeof Intl.NumberFormat>) => (made.push(performance.now()), target(...args)),
    });
    document.addEventListener('DOMContentLoaded', () =>
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute(attribute)) return;
        observer.disconnect();
        const first = document.querySelector('main article');
        const controls = [...(first?.querySelectorAll('select, button') ?? [])];
        Object.assign(window, { whenLive: { formatters: made.length, controls: controls.length, hydrated: controls.every((control) => Object.keys(control).some((key) => key.startsWith('__reactProps'))) } });
      }).observe(document.documentElement, { attributes: true, attributeFilter: [attribute] }),
    );
  }, PAGE_LIVE_ATTRIBUTE);
  await page.goto('/tienda');
  const whenLive = await (await page.waitForFunction(() => (window as unknown as { whenLive?: object }).whenLive)).jsonValue();
  // Its option list, «Ver ubicación en el circuito» and «Añadir al carrito».
  expect(whenLive).toEqual({ formatters: 0, controls: 3, hydrated: true });

  const card = page.getByRole('main').getByRole('article').first();
  const select = card.getByLabel('Opción');
  const general = (await select.locator('option', { hasText: 'Acceso General' }).textContent()) ?? '';
  expect(general).toMatch(/^Acceso General · \d+,\d\d\u00a0€$/);
  await select.selectOption({ label: general });
  await expect(card.getByText(general.replace('Acceso General · ', ''), { exact: true })).toBeVisible();
});
