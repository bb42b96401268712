import { expect, test, type Page } from '../support/test.ts';
import { createUser, serviceClient, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { cartCount, euros, signInAt, toast } from '../support/ui.ts';

// Seeded catalogue (supabase/seed/seed.sql).
const GP = 'Entradas Gran Premio de Barcelona-Catalunya 2027';
const CAP = 'Gorra Pitwall Team';
const HOODIE = 'Sudadera Pit Crew';
const TRIBUNA_G = 'b0000000-0000-4000-8000-000000000103';

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.beforeAll(async () => {
  // A known, small stock for the limit checks.
  const { error } = await serviceClient().from('product_variants').update({ stock: 2 }).eq('id', TRIBUNA_G);
  if (error) throw error;
});

test('the shop lists active products with their details, variants and prices', { tag: '@deployed' }, async ({ page }) => {
  await page.goto('/tienda');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tienda');
  const gp = card(page, GP);
  await expect(gp.getByText('Entradas', { exact: true })).toBeVisible();
  await expect(gp.getByText('Gran Premio de Barcelona-Catalunya', { exact: true })).toBeVisible();
  // The default variant (is_default) is preselected; its tribuna and description are shown.
  await expect(gp.getByLabel('Opción')).toHaveValue('b0000000-0000-4000-8000-000000000102');
  await expect(gp.getByText('Frente a la recta de meta y al pit lane: salida, paradas en boxes y podio.')).toBeVisible();
  await expect(gp.getByText(euros(499), { exact: true })).toBeVisible();
  // Options by ascending price; the sold-out one cannot be chosen.
  const options = gp.getByLabel('Opción').locator('option');
  await expect(options).toHaveText([`Acceso General · ${euros(189)}`, /^Tribuna N/, /^Tribuna J.*Agotado$/, /^Tribuna G/, /^Tribuna Principal/]);
  await expect(gp.getByLabel('Opción').locator('option', { hasText: 'Tribuna J' })).toBeDisabled();
  // Merchandising shows colour, sizes, material and the shipping note.
  const cap = card(page, CAP);
  await expect(cap.getByText('Color: Naranja')).toBeVisible();
  await expect(cap.getByText(`+ ${euros(3.95)} de gastos de envío`)).toBeVisible();
  // A product at zero stock cannot be added.
  await expect(card(page, HOODIE).getByRole('button', { name: `Agotado: ${HOODIE}` })).toBeDisabled();
  await expect(card(page, HOODIE).getByRole('button', { name: `Agotado: ${HOODIE}` })).toHaveText('Agotado');
  // The inactive product is not listed.
  await expect(page.getByRole('article', { name: 'Volante de simulador edición limitada' })).toHaveCount(0);
});

test('the location of a stand opens in a dialog', async ({ page }) => {
  await page.goto('/tienda');
  await card(page, GP).getByRole('button', { name: 'Ver ubicación en el circuito' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ver ubicación en el circuito' });
  await expect(dialog.getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the cart counts in the shell badge, refuses beyond stock, and survives a reload and other tabs', async ({ page, context }) => {
  await page.goto('/tienda');
  expect(await cartCount(page)).toBe(0);

  const gp = card(page, GP);
  await gp.getByLabel('Opción').selectOption({ label: `Tribuna G · ${euros(349)}` });
  await gp.getByRole('button', { name: `Añadir al carrito: ${GP}` }).click();
  await expect(toast(page, `${GP} (Tribuna G) añadido al carrito`)).toBeVisible();
  await gp.getByRole('button', { name: `Añadir al carrito: ${GP}` }).click();
  await expect.poll(() => cartCount(page)).toBe(2);
  await gp.getByRole('button', { name: `Añadir al carrito: ${GP}` }).click();
  await expect(toast(page, 'Stock insuficiente')).toContainText('Solo quedan 2 unidades disponibles');
  await expect.poll(() => cartCount(page)).toBe(2);

  await card(page, CAP).getByRole('button', { name: `Añadir al carrito: ${CAP}` }).click();
  await expect.poll(() => cartCount(page)).toBe(3);

  await page.reload();
  await expect.poll(() => cartCount(page)).toBe(3);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { title: string; quantity: number }[]);
  expect(stored.map((line) => [line.title, line.quantity])).toEqual([
    [GP, 2],
    [CAP, 1],
  ]);

  // Another tab shows the same cart, and follows changes made in this one.
  const other = await context.newPage();
  await other.goto('/');
  await expect.poll(() => cartCount(other)).toBe(3);
  await card(page, CAP).getByRole('button', { name: `Añadir al carrito: ${CAP}` }).click();
  await expect.poll(() => cartCount(other)).toBe(4);
  await other.close();
});

test('a corrupt stored cart is ignored', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('cart', '{"no": "es una lista"'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await cartCount(page)).toBe(0);
});

test('checkout: a visitor signs in first and comes back; quantities, limits, removal, shipping and the total', async ({ page }) => {
  const password = 'Compra-2026';
  const buyer = await createUser({ email: uniqueEmail('compradora'), password, confirmed: true });
  await page.goto('/tienda');
  const gp = card(page, GP);
  await gp.getByLabel('Opción').selectOption({ label: `Tribuna G · ${euros(349)}` });
  await gp.getByRole('button', { name: `Añadir al carrito: ${GP}` }).click();
  await card(page, CAP).getByRole('button', { name: `Añadir al carrito: ${CAP}` }).click();
  await expect.poll(() => cartCount(page)).toBe(2);

  await page.getByRole('link', { name: /^Carrito/ }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fcheckout$/);
  await signInAt(page, buyer.email, password);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Resumen del pedido' })).toBeVisible();
  await expect(page.getByText(buyer.email)).toBeVisible();

  const ticket = `${GP} (Tribuna G)`;
  const quantity = page.getByLabel(`Cantidad de ${ticket}`);
  await expect(quantity).toHaveText('1');
  await expect(page.getByRole('button', { name: `Quitar una unidad de ${ticket}` })).toBeDisabled();
  await page.getByRole('button', { name: `Añadir una unidad de ${ticket}` }).click();
  await expect(quantity).toHaveText('2');
  await page.getByRole('button', { name: `Añadir una unidad de ${ticket}` }).click();
  await expect(toast(page, 'Solo quedan 2 unidades disponibles')).toBeVisible();
  await expect(quantity).toHaveText('2');
  await page.getByRole('button', { name: `Quitar una unidad de ${ticket}` }).click();
  await expect(quantity).toHaveText('1');

  // Ticket 349.00 + cap 24.00 + the cap's shipping 3.95.
  await expect(page.getByText('Gastos de envío')).toBeVisible();
  await expect(page.getByRole('button', { name: `Pagar ${euros(376.95)}` })).toBeVisible();
  await expect(page.getByText('Serás redirigido a nuestro proveedor de pagos con tarjeta')).toBeVisible();

  await page.getByRole('button', { name: `Eliminar ${CAP}` }).click();
  await expect(toast(page, 'Producto eliminado del carrito')).toBeVisible();
  await expect(page.getByText('Gastos de envío')).toBeHidden();
  await expect(page.getByRole('button', { name: `Pagar ${euros(349)}` })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveCount(0); // no badge outside the layout…
  await page.getByRole('link', { name: 'Seguir comprando' }).click();
  await expect.poll(() => cartCount(page)).toBe(1); // …and the shop's badge agrees

  // An empty cart sends the buyer back to the shop.
  await page.evaluate(() => localStorage.removeItem('cart'));
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/tienda$/);
});
