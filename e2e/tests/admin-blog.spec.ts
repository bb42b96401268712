import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test.ts';
import { serviceClient, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { expectSection } from '../support/admin.ts';
import { expectNoViolations } from '../support/axe.ts';
import { toast } from '../support/ui.ts';

// The seeded demo admin (README).
const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };
const TITLE_PREFIX = 'Publicación e2e';
// A 1×1 PNG.
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

const service = serviceClient();

async function openBlogSection(page: Page) {
  await page.goto('/admin/blog');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expectSection(page, 'Blog');
}

async function stored(title: string) {
  const { data, error } = await service.from('blog_posts').select('*').eq('title', title);
  if (error) throw error;
  return data;
}

test.afterAll(async () => {
  const { data } = await service.from('blog_posts').select('featured_image, images').like('title', `${TITLE_PREFIX}%`);
  const files = (data ?? []).flatMap((post) => [post.featured_image, ...post.images]).flatMap((url) => url?.split('/blog-images/')[1] ?? []);
  if (files.length) await service.storage.from('blog-images').remove(files);
  await service.from('blog_posts').delete().like('title', `${TITLE_PREFIX}%`);
});

test('the blog section\'s messages are the spec\'s: the list not loaded, a post not created, a post not updated', async ({ page }) => {
  await page.route('**/rest/v1/rpc/admin_blog_posts*', (route) => route.abort('connectionrefused'));
  await openBlogSection(page);
  await expect(page.getByRole('heading', { name: 'No se pudieron cargar las publicaciones del blog' })).toBeVisible();
  await page.unroute('**/rest/v1/rpc/admin_blog_posts*');
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('region', { name: /^Publicaciones: página/ })).toBeVisible();

  // Writes refused on the way: the spec's error toasts, nothing stored.
  await page.route('**/rest/v1/blog_posts*', (route) => (route.request().method() === 'GET' ? route.continue() : route.abort('connectionrefused')));
  const title = `${TITLE_PREFIX}: sin red ${randomUUID().slice(0, 8)}`;
  await page.getByRole('button', { name: 'Nueva publicación' }).click();
  const form = page.getByRole('form', { name: 'Nueva publicación' });
  await form.getByLabel('Título', { exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Texto del artículo (solo para suscriptores)' }).click();
  await page.keyboard.type('Un texto que no llega a guardarse.');
  await form.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: 'No se pudo crear la publicación' })).toBeVisible();
  expect(await stored(title)).toEqual([]);

  await page.unroute('**/rest/v1/blog_posts*');
  await form.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(toast(page, 'Publicación creada exitosamente')).toContainText('Guardada como borrador');
  await page.route('**/rest/v1/blog_posts*', (route) => (route.request().method() === 'GET' ? route.continue() : route.abort('connectionrefused')));
  await page.goto(`/admin/blog?q=${encodeURIComponent(title.split(' ').pop() as string)}`);
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('form', { name: `Editar ${title}` });
  await edit.getByLabel('Resumen (opcional)').fill('Otro resumen');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: 'No se pudo actualizar la publicación' })).toBeVisible();
  expect((await stored(title))[0]?.excerpt ?? null).not.toBe('Otro resumen');
});

test('an admin writes a post with the editor, an image and a gallery, publishes it, sees it on /blog, edits and deletes it', async ({ page }) => {
  const id = randomUUID().slice(0, 8);
  const title = `${TITLE_PREFIX}: Día de simulador ${id}`;
  const slug = `publicacion-e2e-dia-de-simulador-${id}`;
  await openBlogSection(page);
  await page.getByRole('button', { name: 'Nueva publicación' }).click();
  const form = page.getByRole('form', { name: 'Nueva publicación' });

  await form.getByLabel('Título', { exact: true }).fill(title);
  await expect(form.getByLabel('Dirección', { exact: true })).toHaveValue(slug);
  await form.getByLabel('Resumen (opcional)').fill('Cómo fue el día con el simulador en la oficina.');
  await form.getByLabel('Etiquetas (opcional)').fill('simuladores, empresas , simuladores');

  // The rich-text editor: a section title, bold text and a list, from the toolbar and the keyboard.
  const editor = form.getByRole('textbox', { name: 'Texto del artículo (solo para suscriptores)' });
  await editor.click();
  await form.getByRole('button', { name: 'Título de sección' }).click();
  await page.keyboard.type('Montaje');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Montaje en menos de 30 minutos, ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('sin obras');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Lista', exact: true }).click();
  await page.keyboard.type('850 kg');
  await page.keyboard.press('Enter');
  await page.keyboard.type('3,5 toneladas');
  // Pasted HTML with a script and a javascript: link: neither reaches the post.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.setData('text/html', '<p>Pegado <a href="javascript:window.__xss=1">aquí</a><script>window.__xss = 2</script></p>');
    document.querySelector('.tiptap')?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });

  await form.getByLabel('Imagen destacada (opcional)').setInputFiles({ name: 'portada.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(form.getByRole('img', { name: 'Vista previa de la nueva imagen' })).toBeVisible();
  await form.getByLabel('Galería (opcional)').setInputFiles([
    { name: 'uno.png', mimeType: 'image/png', buffer: PIXEL_PNG },
    { name: 'dos.png', mimeType: 'image/png', buffer: PIXEL_PNG },
  ]);
  await expect(form.getByRole('list', { name: 'Imágenes de la galería' }).getByRole('img')).toHaveCount(2);

  // The preview shows the post as the blog will.
  await page.getByRole('button', { name: 'Vista previa' }).click();
  const preview = page.getByRole('dialog', { name: title });
  await expect(preview.getByRole('heading', { name: 'Montaje', level: 2 })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('sin obras');
  await preview.getByRole('button', { name: 'Cerrar' }).click();

  await form.getByLabel('Publicada (visible en /blog)').check();
  await form.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, 'Publicación creada exitosamente')).toContainText(`Publicada en /blog/${slug}`);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  const [saved] = await stored(title);
  expect(saved).toMatchObject({ slug, published: true, tags: ['simuladores', 'empresas'] });
  expect(saved?.published_at).not.toBeNull();
  expect(saved?.featured_image).toMatch(/\/blog-images\/publicaciones\/.+\.png$/);
  expect(saved?.images).toHaveLength(2);
  expect(saved?.content).toContain('<h2>Montaje</h2>');
  expect(saved?.content).toContain('<strong>sin obras</strong>');
  expect(saved?.content).toMatch(/<ul><li><p>850 kg<\/p><\/li><li><p>3,5 toneladas<\/p><\/li><\/ul>/);
  expect(saved?.content).toContain('Pegado');
  expect(saved?.content).not.toMatch(/javascript:|<script/);

  // On /blog: the card with its picture; the post's page; its body for a subscriber.
  await page.goto('/blog');
  const card = page.getByRole('region', { name: 'Publicaciones' }).getByRole('article').filter({ hasText: title });
  await expect(card.locator('img')).toHaveAttribute('src', /\/blog-images\/publicaciones\//);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(`/blog/${slug}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const subscriber = uniqueEmail('lector.admin');
  expect((await service.from('blog_subscribers').insert({ email: subscriber })).error).toBeNull();
  const gate = page.getByRole('form', { name: 'Acceso para suscriptores' });
  await gate.getByLabel('Email de suscriptor').fill(subscriber);
  await gate.getByRole('button', { name: 'Leer la publicación' }).click();
  await expect(page.getByRole('heading', { name: 'Montaje', level: 2 })).toBeVisible();
  await expect(page.getByText('3,5 toneladas')).toBeVisible();

  // Edit: back to a draft; it leaves /blog.
  await page.goto(`/admin/blog?q=${encodeURIComponent(id)}`);
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('form', { name: `Editar ${title}` });
  await expect(edit.getByRole('textbox', { name: 'Texto del artículo (solo para suscriptores)' })).toContainText('sin obras');
  await edit.getByLabel('Publicada (visible en /blog)').uncheck();
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(toast(page, 'Publicación actualizada exitosamente')).toContainText('Guardada como borrador');
  const row = page.getByRole('region', { name: /^Publicaciones: página/ }).getByRole('row', { name: new RegExp(id) });
  await expect(row).toContainText('Borrador');
  expect((await stored(title))[0]).toMatchObject({ published: false, published_at: null });
  await page.goto(`/blog/${slug}`);
  // The page has rendered its answer (the post was never prerendered: nothing to see before it).
  await expect(page.getByRole('heading', { level: 1, name: 'Publicación no encontrada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);

  // Delete: the post and its pictures go.
  await page.goto(`/admin/blog?q=${encodeURIComponent(id)}`);
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  await page.getByRole('button', { name: 'Eliminar publicación' }).click();
  await page.getByRole('dialog', { name: 'Eliminar publicación' }).getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toast(page, 'Publicación eliminada')).toBeVisible();
  expect(await stored(title)).toEqual([]);
  const files = [saved?.featured_image, ...(saved?.images ?? [])].map((url) => url?.split('/blog-images/')[1] ?? '');
  const left = await service.storage.from('blog-images').list('publicaciones', { limit: 1000 });
  expect(left.data?.filter((file) => files.includes(`publicaciones/${file.name}`))).toEqual([]);
});

test('a taken address, a missing title and a bad address are refused with Spanish messages; nothing is stored', async ({ page }) => {
  const id = randomUUID().slice(0, 8);
  const title = `${TITLE_PREFIX} repetida ${id}`;
  const { error } = await service.from('blog_posts').insert({ title, slug: `repetida-${id}`, content: '', published: false });
  expect(error).toBeNull();
  await openBlogSection(page);
  await page.getByRole('button', { name: 'Nueva publicación' }).click();
  const form = page.getByRole('form', { name: 'Nueva publicación' });
  await form.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(form.getByText('Introduce el título')).toBeVisible();
  await form.getByLabel('Título', { exact: true }).fill(`${title} bis`);
  await form.getByLabel('Dirección', { exact: true }).fill('Con Mayúsculas');
  await form.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(form.getByText('La dirección solo admite minúsculas sin acentos, números y guiones (p. ej. simuladores-para-empresas)')).toBeVisible();
  await form.getByLabel('Dirección', { exact: true }).fill(`repetida-${id}`);
  await form.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(form.getByText(`Ya existe una publicación en /blog/repetida-${id}. Elige otra dirección.`)).toBeVisible();
  await expect(form.getByLabel('Dirección', { exact: true })).toBeFocused();
  expect(await stored(`${title} bis`)).toEqual([]);
});

test('the blog section and its editor have no accessibility violations at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openBlogSection(page);
  await expect(page.getByRole('region', { name: /^Publicaciones: página/ })).toBeVisible();
  await expectNoViolations(page, '/admin/blog at 1366 px');
  await page.getByRole('button', { name: 'Nueva publicación' }).click();
  await expect(page.getByRole('toolbar', { name: 'Formato del texto' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar borrador' }).click();
  await expect(page.getByText('Introduce el título')).toBeVisible();
  await expectNoViolations(page, 'the post editor at 1366 px');
  await page.screenshot({ path: test.info().outputPath('admin-blog-editor-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('admin-blog-editor-390.png'), fullPage: true });
});
