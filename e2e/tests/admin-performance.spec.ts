import { fileURLToPath } from 'node:url';
import { SEEDED_RELEASES } from '../../supabase/seed/content/web-vitals.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';
import { expect, test, type Page } from '../support/test.ts';

// The Rendimiento section over the seeded field measurements: 28 days of two marketing releases,
// the second one slower (supabase/seed/content/web-vitals.ts).
const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };
const SCREENSHOTS = fileURLToPath(new URL('../../tmp/', import.meta.url));

async function openPerformance(page: Page) {
  await page.goto('/admin/rendimiento');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByRole('heading', { name: 'Rendimiento', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tabla: rutas públicas con la versión en producción' })).toBeVisible();
}

/** Milliseconds from a cell as the table shows it ('1,85 s', '950 ms'). */
const milliseconds = (text: string) => {
  const [, value = '', unit] = /([\d.,]+)\s*(ms|s)/.exec(text) ?? [];
  const number = Number(value.replace(/\./g, '').replace(',', '.'));
  return unit === 's' ? number * 1000 : number;
};

test('Rendimiento shows the p75 per route and release: the slower marketing release reads slower', async ({ page }) => {
  await openPerformance(page);
  const [before, after] = SEEDED_RELEASES.marketing as [string, string];
  // The answer first: / in its newest measured release, rated per device. (Earlier tests' visits report
  // the release this run built, so which release that is depends on the run; the history below is fixed.)
  const live = page.getByRole('region', { name: 'Tabla: rutas públicas con la versión en producción' });
  const home = live.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^\/\s*[0-9a-f]{6,}$/ }) });
  await expect(home).toHaveCount(2);
  await expect(home.first()).toContainText(/Bueno|Mejorable|Malo/);
  // The full history sits below, collapsed.
  const history = page.getByRole('region', { name: /^Tabla: Percentil 75/ });
  await expect(history).toBeHidden();
  await page.getByText('Historial completo por ruta, versión y dispositivo').click();
  const table = history.getByRole('table');
  const lcpColumn = (await table.getByRole('columnheader').allInnerTexts()).findIndex((text) => text.trim() === 'LCP');
  const lcpOf = async (release: string, device: string) => {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '/', exact: true }) }).filter({ hasText: release }).filter({ hasText: device });
    await expect(row).toHaveCount(1);
    return milliseconds(await row.getByRole('cell').nth(lcpColumn - 1).innerText());
  };
  for (const device of ['Móvil', 'Escritorio']) {
    expect(await lcpOf(after, device), `${device}: ${after} slower than ${before}`).toBeGreaterThan(await lcpOf(before, device));
  }
  // The daily chart marks the promotions.
  await expect(page.getByText('Nueva versión publicada')).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`Rendimiento has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openPerformance(page);
    await page.screenshot({ path: `${SCREENSHOTS}rendimiento-${viewport.width}.png`, fullPage: true });
    await expectNoViolations(page, `Rendimiento at ${viewport.width} px`);
  });
}
