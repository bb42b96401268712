import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test.ts';
import { createUser, serviceClient, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { sectionLink, signInAdmin } from '../support/admin.ts';
import { cartCount, euros, signInAt, toast } from '../support/ui.ts';

// A seeded product.
const CAP = 'Gorra Pitwall Team';
const openPanel = signInAdmin;

const inboxTable = (page: Page) => page.getByRole('region', { name: /^Bandeja de entrada: página/ });

/** 25 music download requests whose names sort as 'Oyente 01 …' … 'Oyente 25 …'. */
async function seedListeners(): Promise<string> {
  const tag = `lista${randomUUID().slice(0, 6)}`;
  const rows = Array.from({ length: 25 }, (_, i) => ({
    nombre: `Oyente ${String(i + 1).padStart(2, '0')} ${tag}`,
    email: `oyente${i + 1}.${tag}@example.com`,
    empresa: i % 2 ? 'Pitwall Fans' : null,
  }));
  const { error } = await serviceClient().from('music_downloads').insert(rows);
  expect(error).toBeNull();
  return tag;
}

test.afterAll(async () => {
  await serviceClient().from('music_downloads').delete().like('email', 'oyente%.lista%@example.com');
  await serviceClient().from('music_downloads').delete().like('email', '%.lote%@example.com');
  await serviceClient().from('security_events').delete().like('description', 'e2e panel %');
});

test('a subscription made on /blog reaches the inbox: filtered by kind, marked handled, exported to CSV', async ({ page }) => {
  const email = uniqueEmail('lector.bandeja');
  await page.goto('/blog');
  const form = page.getByRole('form', { name: 'Suscripción al blog' });
  await form.getByLabel('Tu email').fill(email);
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toast(page, '¡Suscripción exitosa!')).toBeVisible();

  await openPanel(page);
  await sectionLink(page, 'Bandeja').click();
  await expect(page).toHaveURL(/\/admin\/bandeja$/);
  await expect(inboxTable(page).getByRole('row').nth(1)).toContainText(email);
  await page.getByLabel('Tipo').selectOption({ label: 'Suscriptor del blog' });
  await expect(page).toHaveURL(/tipo=suscriptor/);
  const row = inboxTable(page).getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toContainText('Suscriptor del blog');
  await expect(row).toContainText('Pendiente');
  await expect(inboxTable(page).getByRole('cell', { name: 'Contacto' })).toHaveCount(0);

  await row.getByRole('button', { name: `Marcar como gestionado: ${email}` }).click();
  await expect(toast(page, 'Marcado como gestionado')).toBeVisible();
  await expect(row).toContainText('Gestionado');
  const { data } = await serviceClient().from('blog_subscribers').select('handled_at').eq('email', email).single();
  expect(data?.handled_at).not.toBeNull();
  // Another subscriber, still pending: the filtered list shows it once it has loaded, so the
  // handled one's absence is checked on that list, not on the loading state before it.
  const pending = uniqueEmail('lector.pendiente');
  expect((await serviceClient().from('blog_subscribers').insert({ email: pending })).error).toBeNull();
  await page.getByLabel('Estado').selectOption({ label: 'Pendientes' });
  await expect(inboxTable(page)).toContainText(pending);
  await expect(page.getByText(email)).toHaveCount(0);
  await page.getByLabel('Estado').selectOption({ label: 'Gestionados' });
  await expect(inboxTable(page)).toContainText(email);
  await expect(page.getByText(pending)).toHaveCount(0);

  // The CSV has the filtered rows, for Excel in Spanish.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^bandeja-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFF"Recibido";"Tipo";"Nombre";"Email";')).toBe(true);
  expect(csv).toContain(`"Suscriptor del blog";"";"${email}"`);
  expect(csv.split('\r\n').slice(1).every((line) => line === '' || line.includes('"Suscriptor del blog"'))).toBe(true);

  // Reopened: pending again.
  await inboxTable(page).getByRole('button', { name: `Marcar como pendiente: ${email}` }).click();
  await expect(toast(page, 'Marcado como pendiente')).toBeVisible();
});

test('search, order, filters and pages live in the URL; days are typed dd/mm/aaaa', async ({ page }) => {
  const tag = await seedListeners();
  await openPanel(page, '/admin/bandeja');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(tag.toUpperCase());
  await page.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  await expect(page.getByText(`25 registros para «${tag.toUpperCase()}»`)).toBeVisible();
  await expect(inboxTable(page).getByRole('row')).toHaveCount(21);
  await expect(page.getByText('Página 1 de 2')).toBeVisible();

  // Sorting is by column header: newest first to begin with; a header's button (keyboard too)
  // sorts by it, a second press reverses, aria-sort says which way.
  const received = inboxTable(page).getByRole('columnheader', { name: 'Recibido' });
  const contact = inboxTable(page).getByRole('columnheader', { name: 'Contacto' });
  await expect(received).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByLabel('Ordenar por')).toHaveCount(0);
  await contact.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(contact).toHaveAttribute('aria-sort', 'ascending');
  await expect(received).not.toHaveAttribute('aria-sort');
  await expect(inboxTable(page).getByRole('row').nth(1)).toContainText(`Oyente 01 ${tag}`);
  await expect(page).toHaveURL(/orden=nombre$/);
  await page.keyboard.press('Enter');
  await expect(contact).toHaveAttribute('aria-sort', 'descending');
  await expect(inboxTable(page).getByRole('row').nth(1)).toContainText(`Oyente 25 ${tag}`);
  await expect(page).toHaveURL(/orden=nombre&sentido=desc$/);
  await contact.getByRole('button').click();
  await expect(inboxTable(page).getByRole('row').nth(1)).toContainText(`Oyente 01 ${tag}`);
  await expect(page).toHaveURL(/orden=nombre$/);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(inboxTable(page).getByRole('row')).toHaveCount(6);
  await expect(inboxTable(page).getByRole('row').nth(1)).toContainText(`Oyente 21 ${tag}`);
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

  // The URL is the state: a reload shows the same page, Back the previous one.
  await page.reload();
  await expect(inboxTable(page).getByRole('row').nth(1)).toContainText(`Oyente 21 ${tag}`);
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(tag.toUpperCase());
  await page.goBack();
  await expect(page.getByText('Página 1 de 2')).toBeVisible();

  // Arrival days: nothing of these arrived before 2000; all of them today or earlier.
  // Days are typed dd/mm/aaaa; one that does not exist is said and changes nothing.
  await page.getByLabel('Hasta').fill('31/02/2000');
  await page.getByLabel('Hasta').press('Enter');
  await expect(page.getByText('Fecha no válida: escribe dd/mm/aaaa.')).toBeVisible();
  await expect(page).not.toHaveURL(/hasta=/);
  await page.getByLabel('Hasta').fill('01/01/2000');
  await page.getByLabel('Hasta').press('Enter');
  await expect(page).toHaveURL(/hasta=2000-01-01/);
  await expect(page.getByText('Ningún resultado con estos filtros.')).toBeVisible();
  // Filters and search go; the order is not a filter and stays.
  await page.getByRole('button', { name: 'Quitar filtros' }).click();
  await expect(page).toHaveURL(/\/admin\/bandeja\?orden=nombre$/);
});

test('an order paid in the sandbox appears in Pedidos as paid, with its line and total, and in the summary', async ({ page, browser }) => {
  // A payment and a second browser context: slower than one page's checks on a busy machine.
  test.setTimeout(90_000);
  const buyer = await createUser({ email: uniqueEmail('pedido.panel'), password: 'Pago-Seguro-2026', confirmed: true });
  await signInAt(page, buyer.email, 'Pago-Seguro-2026');
  await expect(toast(page, '¡Bienvenido!')).toBeVisible();
  await page.goto('/tienda');
  await page.getByRole('article', { name: CAP }).getByRole('button', { name: `Añadir al carrito: ${CAP}` }).click();
  await expect.poll(() => cartCount(page)).toBe(1);
  await page.getByRole('link', { name: /^Carrito/ }).click();
  await page.getByRole('button', { name: /^Pagar \d/ }).click();
  await page.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=/);

  const adminPage = await (await browser.newContext()).newPage();
  await openPanel(adminPage, '/admin/pedidos');
  await adminPage.getByRole('searchbox', { name: 'Buscar' }).fill(buyer.email);
  await adminPage.getByRole('searchbox', { name: 'Buscar' }).press('Enter');
  const orders = adminPage.getByRole('region', { name: /^Pedidos: página/ });
  await expect(orders.getByRole('row')).toHaveCount(2);
  const row = orders.getByRole('row').nth(1);
  await expect(row).toContainText('Pagado');
  await expect(row).toContainText(`1 × ${CAP}`);
  await expect(row).toContainText(euros(27.95)); // 24,00 € + 3,95 € shipping
  await adminPage.getByLabel('Estado').selectOption({ label: 'Cancelado' });
  await expect(adminPage.getByText('Ningún resultado con estos filtros.')).toBeVisible();

  await sectionLink(adminPage, 'Resumen').click();
  const summary = adminPage.getByRole('region', { name: 'Resumen' });
  await expect(summary.getByText('Pedidos pagados este mes')).toBeVisible();
  // This month's revenue as Intl es-ES writes it ('27,95 €', '1234,50 €', '12.345,00 €').
  const revenue = summary.getByRole('definition').filter({ hasText: /^\s*[\d.]+,\d{2}\s€\s*$/ });
  await expect(revenue).toHaveText(/^\d{1,4}(\.\d{3})*,\d{2}\s€$|^\d{1,3}(\.\d{3})+,\d{2}\s€$/);
  await adminPage.context().close();
});

test('security events: the last 24 hours and Media and above by default, counts per severity and type on top, filtered by severity and type', async ({ page }) => {
  const now = Date.now();
  const { error } = await serviceClient()
    .from('security_events')
    .insert([
      { event_type: 'POTENTIAL_XSS', severity: 'critical', description: 'e2e panel script bloqueado', source: 'client', created_at: new Date(now - 60_000).toISOString() },
      { event_type: 'FAILED_REQUEST', severity: 'medium', description: 'e2e panel petición fallida', source: 'client', created_at: new Date(now - 120_000).toISOString() },
      { event_type: 'PAGE_HIDDEN', severity: 'low', description: 'e2e panel página oculta', source: 'client', created_at: new Date(now - 30_000).toISOString() },
      { event_type: 'FAILED_REQUEST', severity: 'high', description: 'e2e panel evento de hace dos días', source: 'client', created_at: new Date(now - 48 * 3_600_000).toISOString() },
    ]);
  expect(error).toBeNull();
  await openPanel(page, '/admin/seguridad?q=e2e%20panel');
  const events = page.getByRole('region', { name: /^Eventos de seguridad: página/ });
  await expect(page.getByLabel('Periodo')).toHaveValue('24h');
  await expect(page.getByLabel('Gravedad').locator('option:checked')).toHaveText('Media y superior');
  // The low-severity page event is left out by default; the critical one comes first.
  await expect(events.getByRole('row')).toHaveCount(3);
  await expect(events.getByRole('row').nth(1)).toContainText('Crítica');
  await expect(events.getByRole('row').nth(1)).toContainText('POTENTIAL_XSS');
  await expect(events).not.toContainText('página oculta');
  await expect(events).not.toContainText('hace dos días');
  // The period's counts, every event of the window (not only the search's).
  const summary = page.getByRole('region', { name: 'Recuento de eventos' });
  const count = (label: string) => summary.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  expect(Number(await count('Crítica').textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await count('PAGE_HIDDEN').textContent())).toBeGreaterThanOrEqual(1);

  await page.getByLabel('Gravedad').selectOption({ label: 'Todas' });
  await expect(events.getByRole('row')).toHaveCount(4);
  await expect(events).toContainText('página oculta');
  await page.getByLabel('Periodo').selectOption({ label: 'Últimos 7 días' });
  await expect(events.getByRole('row')).toHaveCount(5);
  await page.getByLabel('Gravedad').selectOption({ label: 'Alta' });
  await expect(events.getByRole('row')).toHaveCount(2);
  await expect(events).toContainText('hace dos días');
  await page.getByLabel('Gravedad').selectOption({ label: 'Todas' });
  await page.getByLabel('Tipo').selectOption('POTENTIAL_XSS');
  await expect(events.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/periodo=7d/);
});

test("bulk 'Marcar como gestionado' marks the chosen messages and nothing else (read back from the database)", async ({ page }) => {
  const tag = `lote${randomUUID().slice(0, 6)}`;
  const rows = ['Ana', 'Bruno', 'Carla'].map((name) => ({ nombre: `${name} ${tag}`, email: `${name.toLowerCase()}.${tag}@example.com`, empresa: null }));
  const { data: inserted, error } = await serviceClient().from('music_downloads').insert(rows).select('id, nombre');
  expect(error).toBeNull();
  await openPanel(page, `/admin/bandeja?q=${tag}&orden=nombre`);
  const table = inboxTable(page);
  await expect(table.getByRole('row')).toHaveCount(4);
  await table.getByRole('checkbox', { name: `Seleccionar: Ana ${tag}` }).check();
  await table.getByRole('checkbox', { name: `Seleccionar: Carla ${tag}` }).check();
  const bulk = page.getByRole('group', { name: 'Acciones con la selección' });
  await expect(bulk).toContainText('2 seleccionados');
  await bulk.getByRole('button', { name: 'Marcar como gestionado' }).click();
  await expect(toast(page, 'Marcados como gestionados')).toContainText('2 registros');
  await expect(bulk).toContainText('Ninguno seleccionado');
  await expect(bulk.getByRole('button', { name: 'Marcar como gestionado' })).toBeDisabled();
  await expect(table.getByRole('row', { name: new RegExp(`Ana ${tag}`) })).toContainText('Gestionado');
  await expect(table.getByRole('row', { name: new RegExp(`Bruno ${tag}`) })).toContainText('Pendiente');

  const { data: stored } = await serviceClient().from('music_downloads').select('nombre, handled_at').in('id', (inserted ?? []).map((row) => row.id)).order('nombre');
  expect(stored?.map((row) => [row.nombre, row.handled_at !== null])).toEqual([
    [`Ana ${tag}`, true],
    [`Bruno ${tag}`, false],
    [`Carla ${tag}`, true],
  ]);

  // The page's select-all box chooses every row of the page.
  await table.getByRole('checkbox', { name: 'Seleccionar todos los de esta página' }).check();
  await expect(bulk).toContainText('3 seleccionados');
  await page.getByRole('button', { name: 'Quitar selección' }).click();
  await expect(bulk).toContainText('Ninguno seleccionado');
});
