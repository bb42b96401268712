import { expect, test } from '../support/test.ts';

// The API fails for every data request after the page's first paint (the prerendered HTML comes
// from the site's server, not the API): the page keeps what it shows, says so, and a retry heals it.
for (const { path, list, item, error } of [
  { path: '/tienda', list: 'Productos', item: 'listitem', error: 'No se pudieron cargar los productos' },
  { path: '/blog', list: 'Publicaciones', item: 'listitem', error: 'No se pudieron cargar las publicaciones del blog' },
] as const) {
  test(`${path} keeps its prerendered data when the API fails after the first paint`, async ({ page }) => {
    await page.route('**/rest/v1/**', (route) => route.fulfill({ status: 503, json: { message: 'PostgREST no responde' } }));
    await page.goto(path);
    const notice = page.getByTestId('stale-data-notice');
    await expect(notice).toContainText('No se pudieron actualizar los datos');
    const shown = path === '/tienda' ? page.getByRole('list', { name: list }).getByRole(item) : page.getByRole('region', { name: list }).getByRole(item);
    await expect(shown.first()).toBeVisible();
    await expect(page.getByText(error)).toHaveCount(0);

    await page.unroute('**/rest/v1/**');
    await notice.getByRole('button', { name: 'Reintentar' }).click();
    await expect(notice).toHaveCount(0);
    await expect(shown.first()).toBeVisible();
  });
}
