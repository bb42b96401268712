import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';

// The seeded demo admin (README).
const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };
const CHARTS = ['Contactos por semana', 'Pedidos pagados e ingresos por mes', 'Fichas técnicas solicitadas por formato'];
const SCREENSHOTS = fileURLToPath(new URL('../../tmp/', import.meta.url));

async function openSummary(page: Page) {
  await page.goto('/admin/resumen');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
  const charts = page.getByRole('region', { name: 'Actividad' });
  for (const title of CHARTS) await expect(chart(page, title).locator('[data-chart="ready"] > svg').first()).toBeVisible();
  return charts;
}

const chart = (page: Page, title: string) => page.getByRole('figure', { name: title });

/** The table's header and rows as text, as a screen reader gets them (it is read while hidden too). */
async function tableCells(figure: Locator): Promise<string[][]> {
  return figure.locator('table tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')));
}

/** The CSV the figure's button downloads, parsed (every field quoted, ';', CRLF, BOM). */
async function downloadedCsv(page: Page, figure: Locator): Promise<{ name: string; rows: string[][] }> {
  const download = page.waitForEvent('download');
  await figure.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await download;
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF"')).toBe(true);
  const rows = text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.slice(1, -1).split('";"').map((cell) => cell.replaceAll('""', '"')));
  return { name: file.suggestedFilename(), rows };
}

const numbers = (rows: string[][], column: number) => rows.slice(1).map((row) => Number((row[column] ?? '').replace(',', '.')));

test('the summary charts show the seeded history; each has its table and a CSV of exactly its numbers', async ({ page }) => {
  await openSummary(page);

  // Leads: twelve weeks, every kind; the seed's history fills them.
  const leads = chart(page, 'Contactos por semana');
  const leadRows = await tableCells(leads);
  expect(leadRows[0]).toEqual(['Semana (desde el lunes)', 'Contacto', 'Demo', 'Ficha técnica', 'Manifiesto', 'Prensa', 'Música', 'Suscriptor del blog', 'Total']);
  expect(leadRows).toHaveLength(13);
  const totals = numbers(leadRows, 8);
  expect(totals.slice(0, 11).every((total) => total > 0), `weekly totals ${totals.join(', ')}`).toBe(true);
  for (let kind = 1; kind <= 7; kind += 1) expect(numbers(leadRows, kind).reduce((a, b) => a + b, 0), leadRows[0]?.[kind]).toBeGreaterThan(0);

  // Orders: six months; the seed's thirteen weeks reach into at least two of the last three.
  const orders = chart(page, 'Pedidos pagados e ingresos por mes');
  const orderRows = await tableCells(orders);
  expect(orderRows[0]).toEqual(['Mes', 'Pedidos pagados', 'Ingresos (€)']);
  expect(orderRows).toHaveLength(7);
  expect(orderRows.slice(-3).filter((row) => Number(row[1]) > 0 && Number((row[2] ?? '').replace(',', '.')) > 0).length).toBeGreaterThanOrEqual(2);
  expect(orderRows[6]?.[0]).toMatch(/^[a-z]+ de \d{4}$/);

  const sheets = chart(page, 'Fichas técnicas solicitadas por formato');
  const sheetRows = await tableCells(sheets);
  expect(sheetRows.map((row) => row[0])).toEqual(['Formato', 'Demo Day', 'Experience Day', 'Suscripción', 'Eventos Solidarios']);
  expect(numbers(sheetRows, 1).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

  // 'Ver tabla' shows the table to everyone, from the keyboard too; the CSV is that table.
  for (const [figure, rows] of [
    [leads, leadRows],
    [orders, orderRows],
    [sheets, sheetRows],
  ] as const) {
    const table = figure.locator('table');
    const shownWidth = () => table.evaluate((element) => element.parentElement?.getBoundingClientRect().width ?? 0);
    expect(await shownWidth()).toBeLessThanOrEqual(1);
    const toggle = figure.getByRole('button', { name: 'Ver tabla' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(shownWidth).toBeGreaterThan(100);
    await expect(figure.getByRole('region', { name: /^Tabla: / })).toBeVisible();
    await expect(figure.getByRole('button', { name: 'Ocultar tabla' })).toBeFocused();
    const csv = await downloadedCsv(page, figure);
    expect(csv.name).toMatch(/^[a-z-]+-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.rows).toEqual(rows);
  }
});

for (const viewport of VIEWPORTS) {
  test(`the summary charts have no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openSummary(page);
    // No chart wider than the page; every format named whole in its chart, at every width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    const formats = chart(page, 'Fichas técnicas solicitadas por formato').locator('[data-chart="ready"] > svg text');
    for (const format of ['Demo Day', 'Experience Day', 'Suscripción', 'Eventos Solidarios']) await expect(formats.filter({ hasText: new RegExp(`^${format}$`) })).toHaveCount(1);
    // The figures compare with the previous period of the same length.
    await expect(page.getByRole('region', { name: 'Resumen' }).getByText(/frente a los mismos días de la semana pasada/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Resumen' }).getByText(/frente a los mismos días del mes pasado/)).toHaveCount(2);
    await expectNoViolations(page, `/admin/resumen at ${viewport.width} px`);
    await page.screenshot({ path: `${SCREENSHOTS}admin-charts-${viewport.name}.png`, fullPage: true });
    // And with every table shown.
    for (const title of CHARTS) await chart(page, title).getByRole('button', { name: 'Ver tabla' }).click();
    // A wide table scrolls inside its frame; the page does not widen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoViolations(page, `/admin/resumen with the tables at ${viewport.width} px`);
    await page.screenshot({ path: `${SCREENSHOTS}admin-charts-tables-${viewport.name}.png`, fullPage: true });
  });
}
