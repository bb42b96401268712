import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test.ts';
import { mailsTo, serviceClient, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';
import { toast } from '../support/ui.ts';

const PRESS_INBOX = 'prensa@pitwall.local';
const service = serviceClient();

async function pressKit() {
  const { data, error } = await service.from('press_resources').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const form = (page: Page) => page.getByRole('form', { name: 'Solicitud de prensa' });

test('tabs live in the URL: resources first, contact by link, Back returns', async ({ page }) => {
  await page.goto('/prensa');
  await expect(page.getByRole('heading', { level: 1, name: 'Sala de Prensa' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText(['Kit de Recursos', 'Contacto de Prensa']);
  await expect(tab(page, 'Kit de Recursos')).toHaveAttribute('aria-selected', 'true');
  await tab(page, 'Kit de Recursos').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/prensa?tab=contacto');
  await expect(form(page)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/prensa');
  await expect(tab(page, 'Kit de Recursos')).toHaveAttribute('aria-selected', 'true');
  await page.goto('/prensa?tab=contacto');
  await expect(tab(page, 'Contacto de Prensa')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'prensa@pitwall.es' })).toHaveAttribute('href', 'mailto:prensa@pitwall.es');
  await expect(page.getByText('24-48 horas laborables')).toBeVisible();
  await expect(page.getByText('+34 XXX XXX XXX')).toBeVisible();
});

test('the kit: counters, featured, every resource by category newest first, sizes', async ({ page }) => {
  const kit = await pressKit();
  await page.goto('/prensa');
  const counters = page.getByRole('list', { name: 'El kit en cifras' }).getByRole('listitem');
  await expect(counters).toHaveText([
    `${kit.length}Recursos disponibles`,
    `${kit.filter((r) => r.file_type === 'image').length}Fotografías`,
    `${kit.filter((r) => r.file_type === 'video').length}Vídeos`,
    '24hTiempo de respuesta',
  ]);
  const featured = page.getByRole('region', { name: 'Recursos destacados' }).getByRole('heading', { level: 3 });
  await expect(featured).toHaveText(kit.filter((r) => r.is_featured).map((r) => r.title));
  const all = page.getByRole('region', { name: 'Todos los recursos' });
  const categories = [...new Set(kit.map((r) => r.category))];
  await expect(all.getByRole('heading', { level: 3 })).toHaveText(categories);
  for (const category of categories) {
    await expect(all.getByRole('region', { name: category }).getByRole('heading', { level: 4 })).toHaveText(
      kit.filter((r) => r.category === category).map((r) => r.title),
    );
  }
  const dossier = kit.find((r) => r.file_type === 'document' && r.file_size !== null);
  if (dossier?.file_size) {
    const MB = 1024 * 1024;
    const size = dossier.file_size < MB ? `${Math.round(dossier.file_size / 1024)} KB` : `${(dossier.file_size / MB).toFixed(1)} MB`;
    await expect(all.getByRole('article').filter({ hasText: dossier.title }).getByText(size, { exact: true })).toBeVisible();
  }
});

test('download saves the file as title + format with a toast; preview opens the file in a dialog', async ({ page }) => {
  const kit = await pressKit();
  const photo = kit.find((r) => r.file_type === 'image');
  const video = kit.find((r) => r.file_type === 'video');
  if (!photo || !video) throw new Error('the seed has a photo and a video');
  await page.goto('/prensa');
  const button = page.getByRole('button', { name: `Descargar: ${photo.title}` }).first();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe(`${photo.title}.${(photo.file_format as string).toLowerCase()}`);
  const bytes = readFileSync(await download.path());
  expect(bytes.length).toBe(photo.file_size);
  await expect(toast(page, `Descargando: ${photo.title}`)).toBeVisible();
  await expect(button).toBeEnabled();
  await expect(button).toHaveText('Descargar');

  await page.getByRole('button', { name: `Vista previa: ${photo.title}` }).first().click();
  const dialog = page.getByRole('dialog', { name: photo.title });
  await expect(dialog.getByRole('img', { name: photo.title })).toBeVisible();
  await expect.poll(() => dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Vista previa: ${video.title}` }).first().click();
  await expect(page.getByRole('dialog', { name: video.title }).locator('video')).toHaveAttribute('src', /press-videos/);
});

test('the press form: required fields first, then stored and mailed once per click', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /press_contacts|send-press-contact/.test(request.url())) writes.push(request.url());
  });
  await page.goto('/prensa?tab=contacto');
  await form(page).getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form(page).getByRole('alert')).toHaveText([
    'El nombre es obligatorio',
    'El medio es obligatorio',
    'El email es obligatorio',
    'Elige el tipo de solicitud',
    'El mensaje es obligatorio',
  ]);
  expect(writes).toEqual([]);

  const email = uniqueEmail('periodista');
  const medio = `Diario E2E ${Date.now()}`;
  await form(page).getByLabel('Nombre').fill('Marta Ruiz');
  await form(page).getByLabel('Medio de comunicación').fill(medio);
  await form(page).getByLabel('Email').fill(email);
  await expect(form(page).getByLabel('Tipo de solicitud').locator('option:not([disabled])')).toHaveText([
    'Entrevista',
    'Información de la empresa',
    'Recursos o materiales',
    'Cobertura de evento',
    'Otro',
  ]);
  await form(page).getByLabel('Tipo de solicitud').selectOption('evento');
  await form(page).getByLabel('Mensaje').fill('Queremos cubrir la próxima parada de la Gira Solidaria.');
  await form(page).getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(toast(page, 'Solicitud enviada correctamente. Te contactaremos pronto.')).toBeVisible();
  await expect(form(page).getByLabel('Nombre')).toHaveValue('');

  const { data: rows } = await service.from('press_contacts').select('*').eq('email', email);
  expect(rows).toHaveLength(1);
  expect(rows?.[0]).toMatchObject({ nombre: 'Marta Ruiz', medio, tipo_solicitud: 'evento', telefono: null });
  const mail = await waitForMail(PRESS_INBOX, medio);
  expect(mail.subject).toBe(`Solicitud de prensa: Cobertura de evento · ${medio}`);
  expect(mail.text).toContain(rows?.[0]?.id as string);
  expect((await mailsTo(PRESS_INBOX)).filter((m) => m.subject.includes(medio))).toHaveLength(1);
});

test('empty kit: "Recursos en Preparación" leads to the contact tab; a load failure says so', async ({ page }) => {
  await page.route('**/rest/v1/press_resources*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
  await page.goto('/prensa');
  await expect(page.getByRole('heading', { name: 'Recursos en Preparación' })).toBeVisible();
  await page.getByRole('button', { name: 'Contactar con prensa' }).click();
  await expect(page).toHaveURL('/prensa?tab=contacto');
  await page.unroute('**/rest/v1/press_resources*');

  await page.route('**/rest/v1/press_resources*', (route) => route.abort());
  await page.goto('/prensa');
  await expect(toast(page, 'Error al cargar recursos de prensa')).toBeVisible();
  await page.unroute('**/rest/v1/press_resources*');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('list', { name: 'El kit en cifras' })).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`accessibility on a ${viewport.name}: both tabs and the preview`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/prensa');
    await expect(page.getByRole('list', { name: 'El kit en cifras' })).toBeVisible();
    await expectNoViolations(page, 'the resources tab');
    await page.screenshot({ path: test.info().outputPath(`press-${viewport.name}.png`), fullPage: true });
    await page.getByRole('button', { name: /^Vista previa:/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'the preview dialog');
    // The first resource is a PDF: Chromium's viewer in the frame takes the focus, so close by the button.
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).click();
    await tab(page, 'Contacto de Prensa').click();
    await expect(form(page)).toBeVisible();
    await form(page).getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form(page).getByRole('alert').first()).toBeVisible();
    await expectNoViolations(page, 'the contact tab with errors');
    await page.screenshot({ path: test.info().outputPath(`press-contact-${viewport.name}.png`), fullPage: true });
  });
}
