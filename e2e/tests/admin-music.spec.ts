import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { serviceClient } from '../../tools/local-stack/testing.ts';
import { expectSection, sectionLink } from '../support/admin.ts';
import { expectNoViolations } from '../support/axe.ts';
import { toast } from '../support/ui.ts';
import { SITE_TIME_ZONE } from '../../supabase/functions/_shared/contracts/site-time.ts';

// The seeded demo admin (README).
const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };
const TITLE_PREFIX = 'Canción e2e';
const LIST_PREFIX = 'Lista e2e';

const service = serviceClient();
// Weekly lists a test removed for a while, put back after the file's tests.
const setAside: Array<Record<string, unknown>> = [];
test.afterAll(async () => {
  if (setAside.length) await service.from('top10_weekly_history').upsert(setAside);
});
const grid = (page: Page) => page.getByRole('list', { name: 'Canciones', exact: true });
const currentTime = (audio: Locator) => audio.evaluate((element: HTMLAudioElement) => element.currentTime);

async function openSection(page: Page, section: string, tab: string) {
  await page.goto(`/admin/${section}`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expectSection(page, tab);
}

/** A seeded song's audio (AAC in MP4), as a file an admin would upload, with its stored duration. */
async function seededAudio(): Promise<{ buffer: Buffer; duration: string }> {
  const { data: song, error } = await service.from('songs').select('filename, duration').like('filename', '%.m4a').order('title').limit(1).single();
  if (error) throw error;
  const { data: file, error: downloadError } = await service.storage.from('music').download(song.filename);
  if (downloadError) throw downloadError;
  return { buffer: Buffer.from(await file.arrayBuffer()), duration: song.duration };
}

test.afterAll(async () => {
  const { data } = await service.from('songs').select('filename').like('title', `${TITLE_PREFIX}%`);
  const files = (data ?? []).map((song) => song.filename).filter((name) => name.startsWith('panel/'));
  if (files.length) await service.storage.from('music').remove(files);
  await service.from('songs').delete().like('title', `${TITLE_PREFIX}%`);
  await service.from('top10_weekly_history').delete().like('title', `${LIST_PREFIX}%`);
});

test('an admin uploads a song (duration read from the file), hears it on /playlist-music, edits and deletes it', async ({ page }) => {
  const title = `${TITLE_PREFIX} Vuelta rápida ${randomUUID().slice(0, 6)}`;
  const audio = await seededAudio();
  await openSection(page, 'canciones', 'Canciones');
  await page.getByRole('button', { name: 'Nueva canción' }).click();
  const form = page.getByRole('form', { name: 'Nueva canción' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Autor').fill('Pitwall Studio');
  await form.getByLabel('Género', { exact: true }).fill('Electrónica');
  await form.getByLabel('Subgénero (opcional)').fill('Synthwave');
  await form.getByRole('button', { name: 'Añadir canción' }).click();
  await expect(form.getByText('Elige el archivo de audio')).toBeVisible();
  await form.getByLabel('Archivo de audio').setInputFiles({ name: 'texto.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await expect(form.getByText('El audio debe ser MP3, M4A, WAV, OGG o FLAC')).toBeVisible();
  await form.getByLabel('Archivo de audio').setInputFiles({ name: 'vuelta.m4a', mimeType: 'audio/mp4', buffer: audio.buffer });
  await expect(form.getByLabel('Duración')).toHaveValue(audio.duration);
  await form.getByRole('button', { name: 'Añadir canción' }).click();
  await expect(toast(page, 'Canción añadida correctamente')).toBeVisible();

  const { data: saved } = await service.from('songs').select('*').eq('title', title).single();
  expect(saved).toMatchObject({ autor: 'Pitwall Studio', genre: 'Electrónica', subgenre: 'Synthwave', duration: audio.duration });
  expect(saved?.filename).toMatch(/^panel\/.+\.m4a$/);

  // On the music page: its card, and it plays.
  await page.goto('/playlist-music');
  const card = grid(page).getByRole('article', { name: title, exact: true });
  await expect(card).toContainText(audio.duration);
  await card.getByRole('button', { name: `Reproducir ${title}` }).click();
  await expect.poll(() => currentTime(card.locator('audio')), { timeout: 15_000 }).toBeGreaterThan(0.3);
  await card.getByRole('button', { name: `Pausar ${title}` }).click();

  // Edit the metadata (the audio stays), then delete: the song and its file go.
  await page.goto(`/admin/canciones?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('form', { name: `Editar ${title}` });
  await edit.getByLabel('Subgénero (opcional)').fill('Outrun');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Canción actualizada correctamente')).toBeVisible();
  expect((await service.from('songs').select('subgenre, filename').eq('title', title).single()).data).toEqual({ subgenre: 'Outrun', filename: saved?.filename });

  await page.getByRole('button', { name: `Editar ${title}` }).click();
  await page.getByRole('button', { name: 'Eliminar canción' }).click();
  await page.getByRole('dialog', { name: 'Eliminar canción' }).getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toast(page, 'Canción eliminada correctamente')).toBeVisible();
  expect((await service.from('songs').select('id').eq('title', title)).data).toEqual([]);
  const left = await service.storage.from('music').list('panel', { limit: 1000 });
  expect(left.data?.some((file) => `panel/${file.name}` === saved?.filename)).toBe(false);
});

test("an admin archives this week's Top 10, sees it in the music page's weekly column, edits and deletes it", async ({ page }) => {
  const title = `${LIST_PREFIX} ${randomUUID().slice(0, 6)}`;
  // The seed already archived this week (its lists end with the current one): set it aside for this test.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date());
  const thisMonday = new Date(`${today}T12:00:00Z`);
  thisMonday.setUTCDate(thisMonday.getUTCDate() - ((thisMonday.getUTCDay() + 6) % 7));
  const { data: seededWeek } = await service.from('top10_weekly_history').select('*').eq('week_start_date', thisMonday.toISOString().slice(0, 10));
  await service.from('top10_weekly_history').delete().eq('week_start_date', thisMonday.toISOString().slice(0, 10));
  setAside.push(...(seededWeek ?? []));
  await openSection(page, 'listas-semanales', 'Listas semanales');
  const snapshot = page.getByRole('form', { name: 'Guardar la semana' });
  await snapshot.getByLabel('Título').fill(title);
  await snapshot.getByLabel('Descripción (opcional)').fill('Las favoritas de la oficina.');
  await snapshot.getByRole('button', { name: "Guardar el Top 10 de esta semana" }).click();
  await expect(toast(page, 'Lista semanal guardada')).toBeVisible();

  const { data: saved } = await service.from('top10_weekly_history').select('*').eq('title', title).single();
  const { data: top10 } = await service.from('top10_playlist').select('position, songs(title)').order('position');
  // The untyped test client types an embedded row as a list; PostgREST returns one object here.
  const top10Titles = (top10 ?? []).map((row) => (row.songs as unknown as { title: string }).title);
  expect((saved?.songs as Array<{ title: string }>).map((song) => song.title)).toEqual(top10Titles);
  // Monday to Sunday of this week in Madrid, and its ISO week number.
  const monday = new Date(`${saved?.week_start_date}T12:00:00Z`);
  expect(monday.getUTCDay()).toBe(1);
  expect(saved?.week_end_date).toBe(new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10));
  const item = page.getByRole('listitem', { name: title });
  await expect(item).toContainText(`Semana ${saved?.week_number} · del `);
  await expect(item.getByRole('list', { name: `Canciones de ${title}` }).getByRole('listitem')).toHaveCount(top10?.length ?? 0);

  // A second snapshot of the same week is refused with the reason.
  await snapshot.getByLabel('Título').fill(`${title} bis`);
  await snapshot.getByRole('button', { name: "Guardar el Top 10 de esta semana" }).click();
  await expect(toast(page, 'Error al guardar la lista semanal')).toContainText('Ya hay una lista guardada para la semana del');

  await page.goto('/playlist-music');
  const column = page.getByRole('complementary', { name: 'Listas TOP 10 semanales' });
  await expect(column.getByRole('button').first()).toContainText(title);

  await page.goto('/admin/listas-semanales');
  await item.getByRole('button', { name: `Editar ${title}` }).click();
  await item.getByLabel('Título').fill(`${title} editada`);
  await item.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Lista semanal actualizada')).toBeVisible();
  const edited = page.getByRole('listitem', { name: `${title} editada` });
  await edited.getByRole('button', { name: 'Eliminar lista' }).click();
  await page.getByRole('dialog', { name: 'Eliminar lista' }).getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toast(page, 'Lista semanal eliminada')).toBeVisible();
  expect((await service.from('top10_weekly_history').select('id').like('title', `${title}%`)).data).toEqual([]);
});

test('the songs and weekly lists sections have no accessibility violations at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSection(page, 'canciones', 'Canciones');
  await expect(page.getByRole('region', { name: /^Canciones: página/ })).toBeVisible();
  await expectNoViolations(page, '/admin/canciones at 1366 px');
  await page.getByRole('button', { name: /^Editar / }).first().click();
  await expect(page.getByRole('form', { name: /^Editar / })).toBeVisible();
  await expectNoViolations(page, 'the song form at 1366 px');
  await page.screenshot({ path: test.info().outputPath('admin-song-1366.png'), fullPage: true });
  await sectionLink(page, 'Listas semanales').click();
  await expect(page.getByRole('list').filter({ has: page.getByRole('listitem') }).first()).toBeVisible();
  await expectNoViolations(page, '/admin/listas-semanales at 1366 px');
  await page.screenshot({ path: test.info().outputPath('admin-weekly-1366.png'), fullPage: true });
});
