import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test.ts';
import { serviceClient } from '../../tools/local-stack/testing.ts';
import { expectSection } from '../support/admin.ts';
import { expectNoViolations } from '../support/axe.ts';
import { toast } from '../support/ui.ts';

// The seeded demo admin (README).
const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };
const TITLE_PREFIX = 'Recurso e2e';
// A 3×2 PNG (red pixels), so its dimensions are read from the file.
const PNG_3X2 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGP4z8AAQQxwFgBB0gX7h/C5SAAAAABJRU5ErkJggg==', 'base64');

const service = serviceClient();

async function openPressSection(page: Page) {
  await page.goto('/admin/prensa');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expectSection(page, 'Prensa');
}

const stored = async (title: string) => (await service.from('press_resources').select('*').eq('title', title)).data ?? [];

test.afterAll(async () => {
  const { data } = await service.from('press_resources').select('file_path').like('title', `${TITLE_PREFIX}%`);
  const files = (data ?? []).map((row) => row.file_path);
  if (files.length) await service.storage.from('press-images').remove(files);
  await service.from('press_resources').delete().like('title', `${TITLE_PREFIX}%`);
});

test('an admin uploads a press picture (format, size and dimensions read from the file), it downloads from /prensa, then edits and deletes it', async ({ page }) => {
  const title = `${TITLE_PREFIX} logotipo ${randomUUID().slice(0, 8)}`;
  const category = `Logotipos e2e ${randomUUID().slice(0, 4)}`;
  await openPressSection(page);
  await page.getByRole('button', { name: 'Nuevo recurso' }).click();
  const form = page.getByRole('form', { name: 'Nuevo recurso' });

  // Nothing to save without a file; a file the press kit does not take is refused at once.
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Categoría').fill(category);
  await form.getByRole('button', { name: 'Añadir recurso' }).click();
  await expect(form.getByText('Elige el archivo del recurso')).toBeVisible();
  await form.getByLabel('Archivo').setInputFiles({ name: 'nota.html', mimeType: 'text/html', buffer: Buffer.from('<p>hola</p>') });
  await expect(form.getByText(/^El archivo debe ser una imagen/)).toBeVisible();

  await form.getByLabel('Archivo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_3X2 });
  await expect(form.getByText('Nuevo archivo: Imagen · PNG · 3x2 · 0 KB')).toBeVisible();
  await form.getByLabel('Descripción (opcional)').fill('Logotipo para fondos claros.');
  await form.getByLabel('Destacado').check();
  await form.getByRole('button', { name: 'Añadir recurso' }).click();
  await expect(toast(page, 'Recurso añadido')).toBeVisible();

  const [saved] = await stored(title);
  expect(saved).toMatchObject({ category, file_type: 'image', file_format: 'PNG', file_size: PNG_3X2.length, dimensions: '3x2', is_featured: true });
  expect(saved?.file_path).toMatch(/^panel\/.+\.png$/);

  // On /prensa: in its category, with its facts; the download is the uploaded file.
  await page.goto('/prensa');
  const group = page.getByRole('region', { name: category });
  await expect(group.getByRole('heading', { name: title })).toBeVisible();
  await expect(group.getByRole('list', { name: 'Detalles del archivo' })).toContainText('3x2');
  const [download] = await Promise.all([page.waitForEvent('download'), group.getByRole('button', { name: `Descargar: ${title}` }).click()]);
  expect(download.suggestedFilename()).toBe(`${title}.png`);
  expect(readFileSync(await download.path()).equals(PNG_3X2)).toBe(true);

  // Edit without a new file: the file stays; then delete: the row and the file go.
  await page.goto(`/admin/prensa?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('form', { name: `Editar ${title}` });
  await expect(edit.getByText('Archivo actual: Imagen · PNG · 3x2 · 0 KB')).toBeVisible();
  await edit.getByLabel('Destacado').uncheck();
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Recurso actualizado')).toBeVisible();
  expect((await stored(title))[0]).toMatchObject({ is_featured: false, file_path: saved?.file_path });

  await page.getByRole('button', { name: `Editar ${title}` }).click();
  await page.getByRole('button', { name: 'Eliminar recurso' }).click();
  await page.getByRole('dialog', { name: 'Eliminar recurso' }).getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toast(page, 'Recurso eliminado')).toBeVisible();
  expect(await stored(title)).toEqual([]);
  const left = await service.storage.from('press-images').list('panel', { limit: 1000 });
  expect(left.data?.some((file) => `panel/${file.name}` === saved?.file_path)).toBe(false);
});

test('the press resources section and its form have no accessibility violations at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPressSection(page);
  await expect(page.getByRole('region', { name: /^Recursos de prensa: página/ })).toBeVisible();
  await expectNoViolations(page, '/admin/prensa at 1366 px');
  await page.getByRole('button', { name: 'Editar Logotipo Pitwall' }).click();
  await expect(page.getByText(/^Archivo actual: Imagen · PNG · 1600x840/)).toBeVisible();
  await expectNoViolations(page, 'the press resource form at 1366 px');
  await page.screenshot({ path: test.info().outputPath('admin-press-1366.png'), fullPage: true });
});
