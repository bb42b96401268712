import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serviceClient } from '../../tools/local-stack/testing.ts';
import { prerenderSite } from '../../tools/prerender/prerender.mjs';
import { expectNoViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { toast } from '../support/ui.ts';

// The home page's hero picture, replaced by an admin with a photograph: stored in the site's
// storage with WebP renditions, shown with its size on the next visit and in the prerendered page.
const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };
const ALT = 'Un equipo compitiendo en dos simuladores de Fórmula 1';
const service = serviceClient();

async function removeHero() {
  const { data } = await service.from('site_images').select('image_url').eq('slot', 'home-hero').maybeSingle();
  if (data) {
    const base = data.image_url.split('/site-images/')[1]?.replace(/-\d+w\.jpg$/, '') ?? '';
    await service.storage.from('site-images').remove([`${base}-480w.webp`, `${base}-960w.webp`, `${base}-1600w.webp`, `${base}-1600w.jpg`]);
  }
  await service.from('site_images').delete().eq('slot', 'home-hero');
}

test.beforeAll(removeHero);
test.afterAll(removeHero);

test('an admin replaces the home hero with a photograph: renditions stored, shown with its size, prerendered', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  // A 2000 × 1500 JPEG made by the browser, and one too narrow.
  const photo = async (width: number) =>
    Buffer.from(
      (await page.evaluate((w) => {
        const canvas = Object.assign(document.createElement('canvas'), { width: w, height: (w * 3) / 4 });
        const context = canvas.getContext('2d') as CanvasRenderingContext2D;
        context.fillStyle = '#FF6C2C';
        context.fillRect(0, 0, w, w);
        context.fillStyle = '#0E0F13';
        context.fillRect(w / 4, w / 8, w / 2, w / 3);
        return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
      }, width)),
      'base64',
    );

  await page.goto('/admin/imagenes');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  const card = page.getByRole('region', { name: 'Foto de portada' });
  await expect(card.getByText('Todavía no hay foto: la portada muestra la ilustración.')).toBeVisible();
  await expectNoViolations(page, 'the site images section');

  const form = card.getByRole('form', { name: 'Cambiar la foto de portada' });
  await form.getByLabel('Nueva foto *').setInputFiles({ name: 'pequena.jpg', mimeType: 'image/jpeg', buffer: await photo(800) });
  await form.getByLabel('Texto alternativo *').fill(ALT);
  await form.getByRole('button', { name: 'Guardar foto' }).click();
  await expect(toast(page, 'No se pudo guardar la foto')).toContainText('La foto debe medir al menos 1600 px de ancho (mide 800 px)');

  await form.getByLabel('Nueva foto *').setInputFiles({ name: 'equipo.jpg', mimeType: 'image/jpeg', buffer: await photo(2000) });
  await form.getByRole('button', { name: 'Guardar foto' }).click();
  await expect(toast(page, 'Foto de portada guardada')).toBeVisible();
  await expect(card.getByRole('img', { name: ALT })).toBeVisible();

  const { data: row } = await service.from('site_images').select('*').eq('slot', 'home-hero').single();
  expect(row).toMatchObject({ width: 1600, height: 1200, alt: ALT });
  const base = (row?.image_url ?? '').split('/site-images/')[1]?.replace(/-1600w\.jpg$/, '') ?? '';
  const { data: files } = await service.storage.from('site-images').list(base.split('/')[0]);
  expect((files ?? []).map((file) => file.name).filter((name) => name.startsWith(base.split('/')[1] ?? '-')).sort()).toEqual(
    ['1600w.jpg', '1600w.webp', '480w.webp', '960w.webp'].map((suffix) => `${base.split('/')[1]}-${suffix}`),
  );

  // The next visit shows it (the hydrated page loads it again), with its size and the WebP set.
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const hero = visitor.getByRole('main').getByRole('img', { name: ALT });
  await expect(hero).toBeVisible();
  await expect(hero).toHaveAttribute('width', '1600');
  await expect(hero).toHaveAttribute('height', '1200');
  expect(await visitor.locator('main picture source[type="image/webp"]').getAttribute('srcset')).toContain('-960w.webp 960w');
  await expect(hero).toHaveJSProperty('complete', true);
  await visitor.close();

  // Prerendered: the home page made again (as the fresh-pages listener does on the change) carries it.
  const pagesDir = mkdtempSync(path.join(tmpdir(), 'pitwall-hero-'));
  try {
    await prerenderSite({ siteUrl: baseURL ?? '', remotes: ['marketing'], pagesDir, log: () => undefined });
    const html = readFileSync(path.join(pagesDir, 'marketing', 'index.html'), 'utf8');
    expect(html).toContain(`alt="${ALT}"`);
    expect(html).toMatch(/width="1600" height="1200"/);
    expect(html).toContain('-480w.webp 480w');
  } finally {
    rmSync(pagesDir, { recursive: true, force: true });
  }
});
