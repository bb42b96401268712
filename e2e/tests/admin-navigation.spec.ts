import { expect, test, type Page } from '../support/test.ts';
import { createUser, serviceClient, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { expectSection, sectionLink, signInAdmin } from '../support/admin.ts';
import { expectNoViolations } from '../support/axe.ts';
import { cartCount, signInAt, toast } from '../support/ui.ts';

// Every section of the panel, by its address and its name in the navigation, in navigation order.
const SECTIONS = [
  ['resumen', 'Resumen'],
  ['pedidos', 'Pedidos'],
  ['productos', 'Productos'],
  ['bandeja', 'Bandeja'],
  ['blog', 'Blog'],
  ['prensa', 'Prensa'],
  ['imagenes', 'Imágenes'],
  ['canciones', 'Canciones'],
  ['top10', 'Top 10'],
  ['listas-semanales', 'Listas semanales'],
  ['rendimiento', 'Rendimiento'],
  ['seguridad', 'Seguridad'],
  ['herramientas', 'Herramientas'],
] as const;

/** The open section has finished loading: no loading notice, no toast over it. */
async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Cargando/ })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
}

test('the panel opens on Resumen; every section has its own address, survives a reload, and the back button returns', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAdmin(page);
  await expectSection(page, 'Resumen');
  await expect(page.getByRole('region', { name: 'Resumen' })).toBeVisible();
  // The navigation in groups, in the order the staff read it.
  const nav = page.getByRole('navigation', { name: 'Secciones del panel' });
  await expect(nav.getByRole('heading')).toHaveText(['Ventas', 'Contactos', 'Contenido', 'Música', 'Sistema']);
  await expect(nav.getByRole('link')).toHaveText(SECTIONS.map(([, label]) => label));

  for (const [path, label] of SECTIONS) {
    await sectionLink(page, label).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
    await expectSection(page, label);
  }
  await page.reload();
  await expectSection(page, 'Herramientas');
  await expect(page.getByRole('heading', { name: 'Verificación de dominio' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/seguridad$/);
  await expectSection(page, 'Seguridad');
  await page.goto('/admin/pedidos?estado=paid');
  await expectSection(page, 'Pedidos');
  await expect(page.getByLabel('Estado')).toHaveValue('paid');
  // An address the panel does not have opens its first section.
  await page.goto('/admin/no-existe');
  await expect(page).toHaveURL(/\/admin\/resumen$/);
});

test('on a phone the navigation is a menu button; a section chosen there opens and closes the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page, '/admin/pedidos');
  const nav = page.getByRole('navigation', { name: 'Secciones del panel' });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: 'Secciones del panel (Pedidos)' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await expect(nav).toBeVisible();
  await sectionLink(page, 'Bandeja').click();
  await expect(page).toHaveURL(/\/admin\/bandeja$/);
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Secciones del panel (Bandeja)' })).toBeVisible();

  // Opened from the keyboard, the menu takes the focus and keeps it; Escape gives it back to the button.
  const button = page.getByRole('button', { name: 'Secciones del panel (Bandeja)' });
  await button.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const focusInside = () => drawer.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(focusInside).toBe(true);
  for (let step = 0; step < SECTIONS.length + 3; step += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(), `focus left the menu after ${step + 1} Tab presses`).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();
});

test('Herramientas has one primary action; the others are secondary', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAdmin(page, '/admin/herramientas');
  await expect(page.getByRole('button', { name: 'Comprobar estado' })).toBeEnabled({ timeout: 20_000 });
  // A filled button is one with a background of its own.
  const filled = await page.getByRole('main').locator('button').evaluateAll((buttons) =>
    buttons
      .filter((button) => getComputedStyle(button).backgroundColor !== 'rgba(0, 0, 0, 0)' && button.getBoundingClientRect().width > 0)
      .map((button) => button.textContent?.trim()),
  );
  expect(filled).toEqual(['Comprobar estado']);
});

test('Pedidos sorts by its column headers (aria-sort, keyboard, a second press reverses) and keeps the order across pages', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAdmin(page, '/admin/pedidos');
  const table = page.getByRole('region', { name: /^Pedidos: página/ });
  const header = (name: string) => table.getByRole('columnheader', { name });
  await expect(header('Fecha')).toHaveAttribute('aria-sort', 'descending');
  // The totals of the rows shown once the page asked for has arrived (the old rows stay, busy, meanwhile).
  const totals = async () => {
    await expect(table).not.toHaveAttribute('aria-busy');
    return (await table.getByRole('row').locator('td.number').allTextContents()).map((text) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')));
  };

  await header('Total').getByRole('button').click();
  await expect(header('Total')).toHaveAttribute('aria-sort', 'descending');
  await expect(header('Fecha')).not.toHaveAttribute('aria-sort');
  await expect(page).toHaveURL(/orden=importe$/);
  const descending = await totals();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  await header('Total').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header('Total')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/orden=importe&sentido=asc$/);
  const ascending = await totals();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  // The next page goes on in the same order; a filter keeps it too.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/orden=importe&sentido=asc&pagina=2$/);
  await expect(page.getByRole('region', { name: /^Pedidos: página 2 de/ })).toBeVisible();
  const next = await totals();
  expect(next[0]).toBeGreaterThanOrEqual(ascending.at(-1) as number);
  await page.getByLabel('Estado').selectOption({ label: 'Pagado' });
  await expect(page).toHaveURL(/orden=importe&sentido=asc&estado=paid$/);
  await expect(header('Total')).toHaveAttribute('aria-sort', 'ascending');
  await page.reload();
  await expect(header('Total')).toHaveAttribute('aria-sort', 'ascending');
});

test('phone cards never break an e-mail address mid-word (Pedidos, Bandeja)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page, '/admin/pedidos');
  for (const [path, region] of [
    ['pedidos', /^Pedidos: página/],
    ['bandeja', /^Bandeja de entrada: página/],
  ] as const) {
    await page.goto(`/admin/${path}`);
    const table = page.getByRole('region', { name: region });
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    // Each piece of an address (split after '@' and dots) sits on one line.
    const broken = await table.locator('td').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const pieces: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!/@/.test(node.parentElement?.textContent ?? '')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) pieces.push(node.textContent ?? '');
        }
        return pieces;
      }),
    );
    expect(broken, `/admin/${path}: e-mail pieces broken across lines`).toEqual([]);
  }
});

test("Pedidos: at least 15 orders fit a 1366×768 screen, one line each", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInAdmin(page, '/admin/pedidos');
  const rows = page.getByRole('region', { name: /^Pedidos: página/ }).getByRole('row');
  await expect(rows).toHaveCount(21);
  const heights = await rows.evaluateAll((all) => all.map((row) => row.getBoundingClientRect().height));
  expect(Math.max(...heights.slice(1))).toBeLessThanOrEqual(48);
  const visible = await rows.evaluateAll((all) => all.slice(1).filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
  expect(visible).toBeGreaterThanOrEqual(15);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("a T-shirt's size and the order's PW- number reach Pedidos and the customer's confirmation e-mail; the number finds the order", async ({ page, browser }) => {
  const buyer = await createUser({ email: uniqueEmail('camiseta.panel'), password: 'Pago-Seguro-2026', confirmed: true });
  await signInAt(page, buyer.email, 'Pago-Seguro-2026');
  await expect(toast(page, '¡Bienvenido!')).toBeVisible();
  await page.goto('/tienda');
  const card = page.getByRole('article', { name: 'Camiseta Pitwall Racing' });
  await card.getByLabel('Opción').selectOption({ label: (await card.getByLabel('Opción').locator('option', { hasText: 'Talla L' }).textContent()) ?? '' });
  await card.getByRole('button', { name: /^Añadir al carrito/ }).click();
  await expect.poll(() => cartCount(page)).toBe(1);
  await page.getByRole('link', { name: /^Carrito/ }).click();
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);

  const { data: order } = await serviceClient().from('orders').select('reference').eq('email', buyer.email).single();
  expect(order?.reference).toMatch(/^PW-\d{6}$/);
  const reference = order?.reference as string;
  const mail = await waitForMail(buyer.email, `Confirmación de tu pedido ${reference}`);
  expect(mail.text).toContain('1 × Camiseta Pitwall Racing (Talla L)');
  expect(mail.text).toContain(`Número de pedido: ${reference}`);

  const admin = await (await browser.newContext()).newPage();
  await signInAdmin(admin, `/admin/pedidos?q=${reference}`);
  const rows = admin.getByRole('region', { name: /^Pedidos: página/ }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(reference);
  await expect(rows.nth(1)).toContainText('1 × Camiseta Pitwall Racing (Talla L)');
  await expect(rows.nth(1)).toContainText(buyer.email);
  await admin.context().close();
});

for (const viewport of [
  { width: 1366, height: 768, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
]) {
  test(`every section at ${viewport.width} px: no accessibility violations, no sideways scrolling`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signInAdmin(page);
    for (const [path, label] of SECTIONS) {
      await page.goto(`/admin/${path}`);
      await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
      await settled(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `/admin/${path} scrolls sideways at ${viewport.width} px`).toBe(0);
      await expectNoViolations(page, `/admin/${path} (${label}) at ${viewport.width} px`);
      await page.screenshot({ path: test.info().outputPath(`admin-${path}-${viewport.width}.png`), fullPage: true });
    }
  });
}
