import { expect, test, type Page } from '../support/test.ts';
import { headingOf } from '../support/routes.ts';
import { cartCount, signInAt, toast } from '../support/ui.ts';
import { PAGE_LIVE_ATTRIBUTE } from '../../libs/config/src/page-protocol.ts';
import { formatLongDate } from '../../libs/ui/src/format.ts';

// The seeded demo customer (README).
const CUSTOMER = { email: 'cliente@pitwall.local', password: 'Pitwall-Cliente-2025' };

const NAV = [
  { label: 'What is it', path: '/nosotros' },
  { label: 'Soluciones', path: '/soluciones' },
  { label: 'Beneficios', path: '/beneficios' },
  { label: 'Impacto', path: '/impacto' },
  { label: 'Tienda', path: '/tienda' },
  { label: 'Inicio', path: '/' },
];

test('the main navigation reaches every section', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  for (const { label, path } of NAV) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path));
  }
  await page.getByRole('link', { name: 'Nuestro Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/blog'));
});

test('every route of the spec answers with its page', async ({ page }) => {
  const routes = ['/contacto', '/prensa', '/playlist-music', '/politica-cookies', '/politica-privacidad', '/condiciones-uso', '/condiciones-contratacion'];
  for (const path of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(headingOf(path));
  }
  // Legal pages: last-updated line with today's date in Spanish (Spain's day), and the way home.
  const today = formatLongDate(new Date());
  await expect(page.getByText(`Última actualización: ${today}`)).toBeVisible();
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the mobile menu opens with the toggle and closes when a link is tapped', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(nav).toBeHidden();
    await toggle.tap();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Soluciones' }).tap();
    await expect(page).toHaveURL('/soluciones');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu toggle works from the keyboard: Enter and Space open and close it, Escape closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute(PAGE_LIVE_ATTRIBUTE, '');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await page.getByRole('button', { name: 'Abrir menú' }).focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await page.keyboard.press(' ');
    await expect(nav).toBeHidden();
    await page.keyboard.press(' ');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    // The toggle is a link to the menu only for pages without JavaScript: no fragment in the address.
    await expect(page).toHaveURL('/');
  });
});

test('the footer carries contact, legal links, company details and the Admin link', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'hola@pitwall.es' })).toHaveAttribute('href', 'mailto:hola@pitwall.es');
  await expect(footer.getByText(/CIF B-67345128/)).toBeVisible();
  for (const label of ['Política de cookies', 'Política de privacidad', 'Condiciones de uso', 'Condiciones de contratación']) {
    await expect(footer.getByRole('link', { name: label })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute('href', /linkedin\.com/);
  await footer.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL('/auth');
});

test('a route change scrolls back to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Soluciones' }).click();
  await expect(page).toHaveURL('/soluciones');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('an unknown path shows the 404 page with a Spanish sentence, logs the path and links home', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/esto-no-existe');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByText('La página que buscas no existe o ha cambiado de dirección.')).toBeVisible();
  expect(errors.some((text) => text.includes('/esto-no-existe'))).toBe(true);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL('/');
});

test('the cart button opens /checkout, which sends a visitor to sign in first', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: /^Carrito/ }).click();
  await expect(page).toHaveURL('/auth?redirect=%2Fcheckout');
  await expect(page.getByRole('form', { name: 'Iniciar sesión' })).toBeVisible();
});

/**
 * Opens `path` and fails on any layout shift from its arrival (the shell, the remote page, its data):
 * everything the observer saw before a shift of our own made afterwards. With `bytesPerSecond`, the
 * document comes over a link that slow.
 */
async function expectNoShiftOnArrival(page: Page, path: string, heading: string, { bytesPerSecond }: { bytesPerSecond?: number } = {}) {
  await page.addInitScript(() => {
    const shifts: { time: number; value: number; moved: string[] }[] = [];
    Object.assign(window, { __shifts: shifts });
    type Shift = PerformanceEntry & { hadRecentInput: boolean; value: number; sources?: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        // What moved, so that a failure says where to look.
        const moved = (entry.sources ?? []).map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName)));
        if (!entry.hadRecentInput) shifts.push({ time: entry.startTime, value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const shifts = () => page.evaluate(() => (window as unknown as { __shifts: { time: number; value: number; moved: string[] }[] }).__shifts);
  if (bytesPerSecond === undefined) {
    await page.goto(path, { waitUntil: 'networkidle' });
  } else {
    // The document over a slow link; its scripts, asked for once it is read, at full speed.
    const devtools = await page.context().newCDPSession(page);
    const link = (throughput: number) => devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: throughput, uploadThroughput: throughput });
    await link(bytesPerSecond);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await link(-1);
    await page.waitForLoadState('networkidle');
    await devtools.detach();
  }
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // A shift of our own, made now: the observer reports shifts in order, so once it reports this
  // one, any shift from the page's arrival has been reported too.
  const markedAt = await page.evaluate(() => {
    const now = performance.now();
    const spacer = document.createElement('div');
    spacer.style.height = '120px';
    document.body.prepend(spacer);
    return now;
  });
  await expect.poll(async () => (await shifts()).some(({ time }) => time >= markedAt)).toBe(true);
  expect((await shifts()).filter(({ time }) => time < markedAt), `layout shifts on ${path}`).toEqual([]);
}

test('no layout shift when a prerendered page hydrates', async ({ page }) => {
  await expectNoShiftOnArrival(page, '/', headingOf('/'));
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/');
});

test('no layout shift when the HTML arrives in pieces: the first frame already has the whole page', async ({ page }) => {
  // A slow link (16 KB/s) brings the document in pieces; before, a frame showed the header's links
  // without its buttons, which then pushed them aside as they came in.
  await page.addInitScript(() => {
    requestAnimationFrame(() => Object.assign(window, { __firstFrameHasFooter: document.querySelector('footer') !== null }));
  });
  await expectNoShiftOnArrival(page, '/', headingOf('/'), { bytesPerSecond: 16 * 1024 });
  expect(await page.evaluate(() => (window as unknown as { __firstFrameHasFooter: boolean }).__firstFrameHasFooter)).toBe(true);
});

test('no layout shift when a client-rendered page arrives: the remote page, then its data (/checkout)', async ({ page }) => {
  // /checkout is never prerendered: a signed-in customer with a cart line.
  await page.goto('/tienda');
  await page.getByRole('button', { name: 'Añadir al carrito: Gorra Pitwall Team' }).click();
  await expect.poll(() => cartCount(page)).toBe(1);
  await signInAt(page, CUSTOMER.email, CUSTOMER.password);
  await expect(toast(page, '¡Bienvenido!')).toBeVisible();
  await expectNoShiftOnArrival(page, '/checkout', 'Resumen del pedido');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /.*/);
});
