import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test.ts';
import { serviceClient } from '../../tools/local-stack/testing.ts';
import { expectSection } from '../support/admin.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';
import { euros, toast } from '../support/ui.ts';

// The seeded demo admin (README).
const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };
const TITLE_PREFIX = 'Producto e2e';
// A 1×1 PNG, uploaded as the product's picture.
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function openProducts(page: Page) {
  await page.goto('/admin/productos');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
  await expectSection(page, 'Productos');
}

const productsTable = (page: Page) => page.getByRole('region', { name: /^Productos: página/ });
const shopCard = (page: Page, title: string) => page.getByRole('article', { name: title });

async function stored(title: string) {
  const { data, error } = await serviceClient().from('products').select('*').eq('title', title);
  expect(error).toBeNull();
  return data ?? [];
}

async function search(page: Page, text: string) {
  const form = page.getByRole('search', { name: 'Buscar en productos' });
  await form.getByLabel('Buscar').fill(text);
  await form.getByRole('button', { name: 'Buscar' }).click();
}

test.afterAll(async () => {
  const { data } = await serviceClient().from('products').select('image_url, product_variants(location_image_url)').like('title', `${TITLE_PREFIX}%`);
  const urls = (data ?? []).flatMap(({ image_url, product_variants }) => [image_url, ...product_variants.map((v) => v.location_image_url)]);
  const pictures = urls.flatMap((url) => url?.split('/product-images/')[1] ?? []);
  if (pictures.length) await serviceClient().storage.from('product-images').remove(pictures);
  await serviceClient().from('products').delete().like('title', `${TITLE_PREFIX}%`);
});

test('an admin creates a product with a picture, changes its price, deactivates and deletes it; /tienda follows', async ({ page }) => {
  const title = `${TITLE_PREFIX} gorra ${randomUUID().slice(0, 8)}`;
  await openProducts(page);
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const form = page.getByRole('form', { name: 'Nuevo producto' });
  await form.getByLabel('Nombre', { exact: true }).fill(title);
  await form.getByLabel('Descripción (opcional)').fill('Gorra de prueba creada desde el panel.');
  await form.getByLabel('Categoría', { exact: true }).selectOption('merchandising');
  await form.getByLabel('Subcategoría (opcional)').fill('Gorras');
  await form.getByLabel('Precio (€)').fill('24,90');
  await form.getByLabel('Gastos de envío (€)').fill('3.5');
  await form.getByLabel('Stock', { exact: true }).fill('7');
  await form.getByLabel('Orden en la tienda').fill('900');
  await form.getByLabel('Color').fill('Azul');
  await form.getByLabel('Tallas').fill('S, M , L');
  await form.getByLabel('Material').fill('Algodón');
  await form.getByLabel('Imagen del producto (opcional)').setInputFiles({ name: 'gorra.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(form.getByRole('img', { name: 'Vista previa de la nueva imagen' })).toBeVisible();
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await expect(toast(page, 'Producto creado')).toBeVisible();

  // Back on the list: found by its name, with its price and state.
  await search(page, title);
  const row = productsTable(page).getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText(euros(24.9));
  await expect(row).toContainText('Activo');
  const [created] = await stored(title);
  expect(created).toMatchObject({
    category: 'merchandising',
    subcategory: 'Gorras',
    price: 24.9,
    shipping_cost: 3.5,
    stock: 7,
    sort_order: 900,
    is_active: true,
    additional_details: { color: 'Azul', sizes: ['S', 'M', 'L'], material: 'Algodón' },
  });
  // The picture went to the shop's bucket and is served from there.
  expect(created?.image_url).toMatch(/\/storage\/v1\/object\/public\/product-images\/productos\/[0-9a-f-]{36}\.png$/);
  const picture = await page.request.get(created?.image_url ?? '');
  expect(picture.ok()).toBe(true);
  expect(Buffer.from(await picture.body()).equals(PIXEL_PNG)).toBe(true);

  await page.goto('/tienda');
  const card = shopCard(page, title);
  await expect(card.getByText(euros(24.9), { exact: true })).toBeVisible();
  await expect(card.getByText('Color: Azul')).toBeVisible();
  await expect(card.getByText('Tallas: S, M, L')).toBeVisible();
  await expect(card.getByRole('img', { name: title })).toHaveAttribute('src', created?.image_url ?? '');

  // A new price.
  await page.goto(`/admin/productos?q=${encodeURIComponent(title)}`);
  await productsTable(page).getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('form', { name: `Editar ${title}` });
  await expect(edit.getByLabel('Precio (€)')).toHaveValue('24.90');
  await edit.getByLabel('Precio (€)').fill('19.95');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Producto actualizado')).toBeVisible();
  await expect(productsTable(page).getByRole('row', { name: new RegExp(title) })).toContainText(euros(19.95));
  await page.goto('/tienda');
  await expect(shopCard(page, title).getByText(euros(19.95), { exact: true })).toBeVisible();

  // Inactive: still in the panel, gone from the shop.
  await page.goto(`/admin/productos?q=${encodeURIComponent(title)}`);
  await productsTable(page).getByRole('button', { name: `Editar ${title}` }).click();
  await page.getByLabel('Activo (visible en la tienda)').uncheck();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Producto actualizado')).toBeVisible();
  await expect(productsTable(page).getByRole('row', { name: new RegExp(title) })).toContainText('Inactivo');
  // The served /tienda (made before this test) never had it: wait for a product that only the
  // fresh list has, so the check below is of the list loaded now, not of the HTML.
  const anchor = `${TITLE_PREFIX} ancla ${randomUUID().slice(0, 8)}`;
  expect((await serviceClient().from('products').insert({ title: anchor, category: 'digital', price: 1, stock: 5, sort_order: 900 })).error).toBeNull();
  await page.goto('/tienda');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tienda');
  await expect(shopCard(page, anchor)).toBeVisible();
  await expect(shopCard(page, title)).toHaveCount(0);

  // Deleted after a confirmation: the row, and the picture the panel uploaded for it.
  await page.goto(`/admin/productos?q=${encodeURIComponent(title)}`);
  await productsTable(page).getByRole('button', { name: `Editar ${title}` }).click();
  await page.getByRole('button', { name: 'Eliminar producto' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar producto' });
  await expect(confirm).toContainText('Esta acción no se puede deshacer.');
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toast(page, 'Producto eliminado')).toBeVisible();
  await expect(page.getByText(`Ningún resultado para «${title}».`)).toBeVisible();
  expect(await stored(title)).toEqual([]);
  expect((await page.request.get(created?.image_url ?? '')).ok()).toBe(false);
});

test('invalid input shows Spanish messages and stores nothing', async ({ page }) => {
  const title = `${TITLE_PREFIX} inválido ${randomUUID().slice(0, 8)}`;
  await openProducts(page);
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const form = page.getByRole('form', { name: 'Nuevo producto' });
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await expect(form.getByText('Introduce el nombre del producto')).toBeVisible();
  await expect(form.getByText('Introduce el precio')).toBeVisible();
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByLabel('Nombre', { exact: true }).fill(title);
  await form.getByLabel('Precio (€)').fill('-5');
  await form.getByLabel('Gastos de envío (€)').fill('abc');
  await form.getByLabel('Stock', { exact: true }).fill('2.5');
  await form.getByLabel('Orden en la tienda').fill('primero');
  await form.getByLabel('Imagen del producto (opcional)').setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(form.getByText('La imagen debe ser PNG, JPEG, WebP o GIF')).toBeVisible();
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await expect(form.getByText('El precio debe ser un importe de 0 o más, con hasta 2 decimales')).toBeVisible();
  await expect(form.getByText('Los gastos de envío deben ser un importe de 0 o más, con hasta 2 decimales')).toBeVisible();
  await expect(form.getByText('El stock debe ser un número entero de 0 o más')).toBeVisible();
  await expect(form.getByText('El orden debe ser un número entero')).toBeVisible();
  await form.getByLabel('Categoría', { exact: true }).selectOption('digital');
  await form.getByLabel('Número de canciones').fill('diez');
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await expect(form.getByText('El número de canciones debe ser un número entero de 0 o más')).toBeVisible();
  expect(await stored(title)).toEqual([]);
});

test('an admin saves a product with variants; /tienda offers them, the default first; removing one removes it', async ({ page }) => {
  const title = `${TITLE_PREFIX} entradas ${randomUUID().slice(0, 8)}`;
  await openProducts(page);
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const form = page.getByRole('form', { name: 'Nuevo producto' });
  await form.getByLabel('Nombre', { exact: true }).fill(title);
  await form.getByLabel('Categoría', { exact: true }).selectOption('tickets');
  await form.getByLabel('Precio (€)').fill('100');
  await form.getByLabel('Orden en la tienda').fill('901');
  await form.getByLabel('Nombre del evento').fill('Gran Premio de prueba');
  await form.getByLabel('Tipo de evento').fill('Fórmula 1');
  await form.getByLabel('Fechas del evento').fill('1 al 3 de mayo de 2027');

  await form.getByRole('button', { name: 'Añadir variante' }).click();
  await form.getByLabel('Nombre de la variante 1').fill('General');
  await form.getByLabel('Ajuste de precio (€) de la variante 1').fill('-20');
  await form.getByLabel('Stock de la variante 1').fill('5');
  await form.getByRole('button', { name: 'Añadir variante' }).click();
  await form.getByLabel('Nombre de la variante 2').fill('Tribuna A');
  await form.getByLabel('Ajuste de precio (€) de la variante 2').fill('50');
  await form.getByLabel('Stock de la variante 2').fill('3');
  await form.getByLabel('Atributos de la variante 2 (opcional)').fill('tribunas: A\ndescripcion: Frente a la recta de meta');
  // The stand's map of the circuit, uploaded to storage as soon as it is chosen.
  await form.getByLabel('Imagen de ubicación de la variante 2 (opcional)').setInputFiles({ name: 'plano.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(form.getByRole('img', { name: 'Imagen de ubicación de la variante 2' })).toHaveAttribute('src', /\/storage\/v1\/object\/public\/product-images\/productos\//);
  await form.getByRole('group', { name: 'Variante 2' }).getByLabel('Predeterminada').check();
  await form.getByRole('group', { name: 'Variante 1' }).getByLabel('Predeterminada').check();

  // Two defaults, and a stand cheaper than free: refused before anything is sent.
  await form.getByLabel('Ajuste de precio (€) de la variante 1').fill('-120');
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await expect(form.getByText('Solo una variante puede ser la predeterminada')).toBeVisible();
  await expect(form.getByText('Con este ajuste la variante tendría un precio negativo')).toBeVisible();
  expect(await stored(title)).toEqual([]);
  await form.getByRole('group', { name: 'Variante 1' }).getByLabel('Predeterminada').uncheck();
  await form.getByLabel('Ajuste de precio (€) de la variante 1').fill('-20');
  await form.getByRole('button', { name: 'Crear producto' }).click();
  await expect(toast(page, 'Producto creado')).toBeVisible();
  await search(page, title);
  // The stock is the variants' total.
  await expect(productsTable(page).getByRole('row', { name: new RegExp(title) }).getByRole('cell').nth(3)).toHaveText('8');

  await page.goto('/tienda');
  const card = shopCard(page, title);
  await expect(card.getByText('Gran Premio de prueba', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Opción').locator('option')).toHaveText([`General · ${euros(80)}`, `Tribuna A · ${euros(150)}`]);
  await expect(card.getByLabel('Opción').locator('option:checked')).toHaveText(/^Tribuna A/);
  await expect(card.getByText('Frente a la recta de meta')).toBeVisible();
  await card.getByRole('button', { name: 'Ver ubicación en el circuito' }).click();
  const map = page.getByRole('dialog', { name: 'Ver ubicación en el circuito' }).getByRole('img', { name: 'Ubicación de Tribuna A en el circuito' });
  await expect(map).toHaveAttribute('src', /\/product-images\/productos\/.+\.png$/);
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await page.keyboard.press('Escape');

  await page.goto(`/admin/productos?q=${encodeURIComponent(title)}`);
  await productsTable(page).getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('form', { name: `Editar ${title}` });
  await expect(edit.getByLabel('Nombre de la variante 2')).toHaveValue('Tribuna A');
  await edit.getByRole('button', { name: 'Quitar variante 1' }).click();
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Producto actualizado')).toBeVisible();
  const [saved] = await stored(title);
  expect(saved).toMatchObject({ stock: 3, has_variants: true });
  await page.goto('/tienda');
  await expect(shopCard(page, title).getByLabel('Opción').locator('option')).toHaveText([`Tribuna A · ${euros(150)}`]);
  await expect(shopCard(page, title).getByText(euros(150), { exact: true })).toBeVisible();
});

test('a save the database refuses shows the error toast and stores nothing', async ({ page }) => {
  const title = `${TITLE_PREFIX} borrado ${randomUUID().slice(0, 8)}`;
  const id = randomUUID();
  const product = await serviceClient().from('products').insert({ id, title, price: 30, category: 'digital', is_active: false });
  expect(product.error).toBeNull();

  await openProducts(page);
  await page.goto(`/admin/productos?producto=${id}`);
  const form = page.getByRole('form', { name: `Editar ${title}` });
  await expect(form.getByLabel('Precio (€)')).toHaveValue('30.00');
  // Someone else deletes it while the form is open.
  await serviceClient().from('products').delete().eq('id', id);
  await form.getByLabel('Precio (€)').fill('25');
  await form.getByLabel('Imagen del producto (opcional)').setInputFiles({ name: 'nueva.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  const pictures = async () => (await serviceClient().storage.from('product-images').list('productos', { limit: 1000 })).data?.length ?? 0;
  const picturesBefore = await pictures();
  const upload = page.waitForResponse((r) => r.url().includes('/storage/v1/object/product-images/productos/') && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await upload).ok()).toBe(true);
  const refusal = toast(page, 'No se pudo actualizar el producto');
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveAttribute('data-type', 'error');
  expect(await stored(title)).toEqual([]);
  // The picture uploaded for the refused save was removed again.
  await expect.poll(pictures).toBe(picturesBefore);
});

for (const viewport of VIEWPORTS) {
  test(`the products section and its form have no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openProducts(page);
    await expect(productsTable(page).getByRole('row').nth(1)).toBeVisible();
    // Toasts (the sign-in's) come and go over the page: checked once they are gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoViolations(page, `/admin/productos at ${viewport.width} px`);
    // The wide table scrolls inside its frame; the page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: test.info().outputPath(`admin-products-${viewport.name}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Nuevo producto' }).click();
    const form = page.getByRole('form', { name: 'Nuevo producto' });
    await form.getByRole('button', { name: 'Añadir variante' }).click();
    await form.getByRole('button', { name: 'Crear producto' }).click();
    await expect(form.getByText('Introduce el nombre del producto')).toBeVisible();
    await expect(form.getByText('Introduce el nombre de la variante')).toBeVisible();
    await expectNoViolations(page, `the new product form at ${viewport.width} px`);
    await page.screenshot({ path: test.info().outputPath(`admin-product-form-${viewport.name}.png`), fullPage: true });
  });
}
