import { expect, test, type Page } from '../support/test.ts';
import { serviceClient, signIn } from '../../tools/local-stack/testing.ts';
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

test.afterAll(async () => {
  await service.from('top10_playlist').delete().gte('position', 1);
  await service.from('top10_playlist').insert(seeded);
});

async function openTop10(page: Page) {
  await page.goto('/admin?seccion=top10');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Top 10' })).toHaveAttribute('aria-selected', 'true');
}

const ranking = (page: Page) => page.getByRole('list', { name: 'Orden del Top 10' });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inOrder = (titles: string[]) => titles.map((title) => new RegExp(`^\\d+${escaped(title)}`));

test('an admin picks songs, reorders them by keyboard and by drag, saves; the player plays that order', async ({ page }) => {
  const { data: songs } = await service.from('songs').select('id, title').order('title');
  const [a, b, c] = songs ?? [];
  if (!a || !b || !c) throw new Error('the seed has fewer than three songs');

  await openTop10(page);
  await expect(ranking(page).getByRole('listitem')).toHaveCount(10);

  // Full: an 11th song cannot be added, and the panel says why.
  const picker = page.getByLabel('Canción para añadir');
  await expect(picker).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Añadir al Top 10' })).toBeDisabled();
  await expect(picker).toHaveAccessibleDescription('El Top 10 está completo (10 canciones): quita una para añadir otra.');

  // Emptied, then three songs picked (the list offers every song by title).
  for (let left = 10; left > 0; left -= 1) await ranking(page).getByRole('button', { name: /^Quitar / }).first().click();
  await expect(page.getByText('El Top 10 está vacío.')).toBeVisible();
  await expect(picker.locator('option').nth(1)).toHaveText(new RegExp(`^${escaped(a.title)} — `));
  for (const song of [a, b, c]) {
    await picker.selectOption(song.id);
    await page.getByRole('button', { name: 'Añadir al Top 10' }).click();
  }
  await expect(ranking(page).getByRole('listitem')).toHaveText(inOrder([a.title, b.title, c.title]));
  await expect(picker).toHaveAccessibleDescription('3 de 10 canciones.');

  // By keyboard: the buttons move the row and a live region says where it went.
  const status = page.getByRole('status').filter({ hasText: 'pasa a la posición' });
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

  await page.getByRole('button', { name: 'Guardar Top 10' }).click();
  await expect(toast(page, 'Top 10 guardado')).toBeVisible();
  const saved = await top10Rows();
  expect(saved.map((row) => [row.song_id, row.position])).toEqual([[a.id, 1], [c.id, 2], [b.id, 3]]);
  const { data: signedIn } = await (await signIn(ADMIN.email, ADMIN.password)).auth.getUser();
  expect(saved.map((row) => row.created_by)).toEqual(Array(3).fill(signedIn.user?.id));

  await page.goto('/playlist-music');
  const player = page.getByRole('region', { name: 'Top 10' });
  const tracks = player.getByRole('list', { name: 'Canciones del Top 10' }).getByRole('button');
  await expect(tracks).toHaveCount(3);
  for (const [index, song] of [a, c, b].entries()) {
    await expect(tracks.nth(index)).toHaveAccessibleName(new RegExp(`^${index + 1}\\. ${escaped(song.title)} · `));
  }
});

for (const viewport of VIEWPORTS) {
  test(`the Top 10 section has no accessibility violations at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await openTop10(page);
    await expect(ranking(page).getByRole('listitem').first()).toBeVisible();
    // Toasts (the sign-in's) come and go over the page: checked once they are gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
    await expectNoViolations(page, `/admin?seccion=top10 at ${viewport.width} px`);
    await page.screenshot({ path: test.info().outputPath(`admin-top10-${viewport.width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });
}
