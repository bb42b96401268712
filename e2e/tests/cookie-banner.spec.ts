import { expect, test, type Page } from '../support/test.ts';

const KEY = 'pitwall-cookie-consent';
const banner = (page: Page) => page.getByRole('region', { name: 'Usamos cookies' });

for (const [action, stored] of [
  ['Aceptar', 'accepted'],
  ['Rechazar', 'rejected'],
  ['Cerrar aviso de cookies', 'rejected'],
] as const) {
  test(`'${action}' stores '${stored}' and the banner stays hidden after a reload`, async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: action }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe(stored);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
}
