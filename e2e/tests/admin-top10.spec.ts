import { expect, test, type Page } from '../support/test.ts';
import { serviceClient, signIn } from '../../tools/local-stack/testing.ts';
import { expectSection } from '../support/admin.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';
import { toast } from '../support/ui.ts';

// The seeded demo admin (README); the seed's Top 10 is full (10 of its 14 songs).
const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };
const service = serviceClient();
/** The seeded Top 10, put back at the end (the music specs play it). */
let seeded: { song_id: string; position: number; created_by: string | null }[] = [];

async function top10Rows() {
  const { data, error } = await service.from('top10_playlist').select('song_id, position, created_by').order('position');
  if (error) throw error;
  return data;
}

test.beforeAll(async () => {
  seeded = await top10Rows();
  expect(seeded).toHaveLength(10);
});

async function restoreSeeded() {
  await service.from('top10_playlist').delete().gte('position', 1);
  await service.from('top10_playlist').insert(seeded);
}

// Each test starts from the seeded, full Top 10.
test.beforeEach(restoreSeeded);
test.afterAll(restoreSeeded);

async function openTop10(page: Page) {
  await page.goto('/admin/top10');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
  await expectSection(page, 'Top 10');
}

const ranking = (page: Page) => page.getByRole('list', { name: 'Orden del Top 10' });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inOrder = (titles: string[]) => titles.map((title) => new RegExp(`^\\d+${escaped(title)}`));

const errorToast = (page: Page, title: string) => page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: title });

test('an admin removes and adds songs one at a time (each stored at once), reorders by keyboard and by drag and saves the order; the player plays it', async ({ page }) => {
  const { data: songs } = await service.from('songs').select('id, title').order('title');
  const [a, b, c] = songs ?? [];
  if (!a || !b || !c) throw new Error('the seed has fewer than three songs');
  const { data: signedIn } = await (await signIn(ADMIN.email, ADMIN.password)).auth.getUser();
  const adminId = signedIn.user?.id;

  await openTop10(page);
  await expect(ranking(page).getByRole('listitem')).toHaveCount(10);

  // Full: an 11th song cannot be added, and the panel says why.
  const picker = page.getByLabel('Canción para añadir');
  await expect(picker).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Añadir al Top 10' })).toBeDisabled();
  await expect(picker).toHaveAccessibleDescription('El Top 10 está completo (10 canciones): quita una para añadir otra.');

  // Removing one song is stored at once, the others move up.
  const [firstRow, secondRow] = seeded;
  await ranking(page).getByRole('button', { name: /^Quitar / }).first().click();
  await expect(toast(page, 'Canción eliminada del top 10 correctamente')).toBeVisible();
  await expect(ranking(page).getByRole('listitem')).toHaveCount(9);
  await expect.poll(async () => (await top10Rows()).map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  expect((await top10Rows())[0]?.song_id).toBe(secondRow?.song_id);
  expect((await top10Rows()).map((row) => row.song_id)).not.toContain(firstRow?.song_id);

  // Emptied, then three songs added (the list offers every song by title), each stored at once.
  for (let left = 9; left > 0; left -= 1) {
    await ranking(page).getByRole('button', { name: /^Quitar / }).first().click();
    await expect(ranking(page).getByRole('listitem')).toHaveCount(left - 1);
  }
  await expect(page.getByText('El Top 10 está vacío.')).toBeVisible();
  await expect.poll(top10Rows).toEqual([]);
  await expect(picker.locator('option').nth(1)).toHaveText(new RegExp(`^${escaped(a.title)} — `));
  for (const [index, song] of [a, b, c].entries()) {
    await picker.selectOption(song.id);
    await page.getByRole('button', { name: 'Añadir al Top 10' }).click();
    await expect(ranking(page).getByRole('listitem')).toHaveCount(index + 1);
  }
  await expect(toast(page, 'Canción añadida al top 10 correctamente').first()).toBeVisible();
  await expect(ranking(page).getByRole('listitem')).toHaveText(inOrder([a.title, b.title, c.title]));
  await expect(picker).toHaveAccessibleDescription('3 de 10 canciones.');
  expect(await top10Rows()).toEqual([a, b, c].map((song, index) => ({ song_id: song.id, position: index + 1, created_by: adminId })));

  // By keyboard: the buttons move the row and a live region says where it went; nothing stored yet.
  const status = page.getByRole('status').filter({ hasText: 'pasa a la posición' });
  await expect(page.getByRole('button', { name: 'Guardar orden' })).toBeDisabled();
  await page.getByRole('button', { name: `Bajar ${a.title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(ranking(page).getByRole('listitem')).toHaveText(inOrder([b.title, a.title, c.title]));
  await expect(status).toHaveText(`«${a.title}» pasa a la posición 2 de 3.`);
  await page.getByRole('button', { name: `Subir ${c.title}` }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(ranking(page).getByRole('listitem')).toHaveText(inOrder([c.title, b.title, a.title]));
  await expect(status).toHaveText(`«${c.title}» pasa a la posición 1 de 3.`);
  await expect(page.getByRole('button', { name: `Subir ${c.title}` })).toBeDisabled();

  // By drag: the last row dropped on the first.
  const rows = ranking(page).getByRole('listitem');
  await rows.nth(2).dragTo(rows.nth(0));
  await expect(rows).toHaveText(inOrder([a.title, c.title, b.title]));
  expect((await top10Rows()).map((row) => row.song_id)).toEqual([a.id, b.id, c.id]);

  await page.getByRole('button', { name: 'Guardar orden' }).click();
  await expect(toast(page, 'Top 10 actualizado correctamente')).toBeVisible();
  const saved = await top10Rows();
  expect(saved.map((row) => [row.song_id, row.position])).toEqual([[a.id, 1], [c.id, 2], [b.id, 3]]);
  expect(saved.map((row) => row.created_by)).toEqual(Array(3).fill(adminId));

  await page.goto('/playlist-music');
  const player = page.getByRole('region', { name: 'Top 10' });
  const tracks = player.getByRole('list', { name: 'Canciones del Top 10' }).getByRole('button');
  await expect(tracks).toHaveCount(3);
  for (const [index, song] of [a, c, b].entries()) {
    await expect(tracks.nth(index)).toHaveAccessibleName(new RegExp(`^${index + 1}\\. ${escaped(song.title)} · `));
  }
});

test('each Top 10 operation that fails says so in the spec\'s words and changes nothing', async ({ page }) => {
  await page.route('**/rest/v1/top10_playlist*', (route) => route.abort('connectionrefused'));
  await openTop10(page);
  await expect(page.getByRole('heading', { name: 'Error al cargar el top 10' })).toBeVisible();
  await page.unroute('**/rest/v1/top10_playlist*');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(ranking(page).getByRole('listitem')).toHaveCount(10);
  const before = await top10Rows();

  await page.route('**/rest/v1/rpc/admin_*_top10*', (route) => route.abort('connectionrefused'));
  const first = ranking(page).getByRole('listitem').first();
  const firstTitle = (await first.locator('.song').innerText()).split('\n')[0] as string;
  await ranking(page).getByRole('button', { name: /^Quitar / }).first().click();
  await expect(errorToast(page, 'Error al eliminar canción del top 10')).toBeVisible();
  await expect(ranking(page).getByRole('listitem')).toHaveCount(10);

  await page.getByRole('button', { name: `Bajar ${firstTitle}` }).click();
  await page.getByRole('button', { name: 'Guardar orden' }).click();
  await expect(errorToast(page, 'Error al actualizar el top 10')).toBeVisible();
  await page.getByRole('button', { name: 'Descartar orden' }).click();
  expect(await top10Rows()).toEqual(before);

  // Adding needs room: one song removed (for real), then the add fails on the way.
  await page.unroute('**/rest/v1/rpc/admin_*_top10*');
  await ranking(page).getByRole('button', { name: /^Quitar / }).last().click();
  await expect(toast(page, 'Canción eliminada del top 10 correctamente')).toBeVisible();
  await page.route('**/rest/v1/rpc/admin_add_top10_song*', (route) => route.abort('connectionrefused'));
  const picker = page.getByLabel('Canción para añadir');
  await picker.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Añadir al Top 10' }).click();
  await expect(errorToast(page, 'Error al añadir canción al top 10')).toBeVisible();
  await expect(ranking(page).getByRole('listitem')).toHaveCount(9);
  expect(await top10Rows()).toEqual(before.slice(0, 9));
});

for (const viewport of VIEWPORTS) {
  test(`the Top 10 section has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openTop10(page);
    await expect(ranking(page).getByRole('listitem').first()).toBeVisible();
    // Toasts (the sign-in's) come and go over the page: checked once they are gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoViolations(page, `/admin/top10 at ${viewport.width} px`);
    await page.screenshot({ path: test.info().outputPath(`admin-top10-${viewport.width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
