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

for (const width of [390, 1366]) {
  test(`at ${width} px a toast shows above the notice, never over its buttons, and in its place once it is gone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    // A toast any visitor can get: the ratings failing to load on the music page.
    await page.route((url) => /\/rest\/v1\/song_ratings(_aggregated)?$/.test(url.pathname), (route) => route.fulfill({ status: 500, json: { message: 'caído' } }));
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Música' }).click();
    const notice = await banner(page).boundingBox();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Error al cargar las valoraciones' });
    await expect(toast).toBeVisible();
    // Sonner slides it in from below: it settles with its bottom edge above the notice's top.
    const bottomOf = async () => {
      const box = await toast.boundingBox();
      return box ? box.y + box.height : Number.NaN;
    };
    await expect.poll(bottomOf).toBeLessThanOrEqual(notice?.y ?? 0);

    await banner(page).getByRole('button', { name: 'Rechazar' }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(async () => 844 - (await bottomOf())).toBeLessThanOrEqual(24);
  });
}
