import { EXPECTS_CSP_VIOLATION, expect, test, type Page } from '../support/test.ts';
import { createUser, serviceClient, signIn, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { expectNoViolations, VIEWPORTS } from '../support/axe.ts';
import { boxOf, toast } from '../support/ui.ts';
import { formatLongDate, SITE_TIME_ZONE } from '../../libs/ui/src/format.ts';

// Seeded posts (supabase/seed/seed.sql).
const SIMULATOR = { slug: 'asi-es-nuestro-simulador', title: 'Así es nuestro simulador: montaje en menos de 30 minutos' };
const STRESS_TAGS = ['bienestar', 'estrés', 'simuladores'];

const service = serviceClient();

async function newSubscriber(prefix = 'lector'): Promise<string> {
  const email = uniqueEmail(prefix);
  const { error } = await service.from('blog_subscribers').insert({ email });
  if (error) throw error;
  return email;
}

const gate = (page: Page) => page.getByRole('form', { name: 'Acceso para suscriptores' });
const subscription = (page: Page) => page.getByRole('form', { name: 'Suscripción al blog' });

async function unlock(page: Page, email: string) {
  await gate(page).getByLabel('Email de suscriptor').fill(email);
  await gate(page).getByRole('button', { name: 'Leer la publicación' }).click();
}

test.use({ timezoneId: SITE_TIME_ZONE });

test('the list: published posts newest first, Spanish dates, 3 tags and +N más, each card opens its post', async ({ page }) => {
  const { data: posts, error } = await service
    .from('blog_posts')
    .select('slug, title, published_at, tags')
    .eq('published', true)
    .order('published_at', { ascending: false })
    .limit(12);
  if (error) throw error;
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro Blog' })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Publicaciones' }).getByRole('article');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(posts.map((post) => post.title));
  for (const [index, post] of posts.entries()) {
    await expect(cards.nth(index).locator('time')).toHaveText(formatLongDate(post.published_at as string));
  }
  // The seed dates its posts relative to the day it runs: the newest is weeks old, not a year.
  expect(Date.now() - Date.parse(posts[0]?.published_at as string)).toBeLessThan(60 * 86_400_000);
  const stress = cards.filter({ hasText: 'Cómo reducir el estrés del equipo' });
  await expect(stress.getByRole('listitem')).toHaveText([...STRESS_TAGS, '+2 más']);
  await expect(page.getByText('Borrador: nuevos formatos para 2026')).toHaveCount(0);

  await cards.filter({ hasText: SIMULATOR.title }).getByRole('link').click();
  await expect(page).toHaveURL(`/blog/${SIMULATOR.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: SIMULATOR.title })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/blog');
  await expect(cards.first()).toBeVisible();
});

test('unknown, odd and very long slugs show "Publicación no encontrada" with a way back', async ({ page }) => {
  for (const slug of ['no-existe-esta-publicacion', encodeURIComponent("<script>'ñ'</script>"), 'a'.repeat(2000), 'Mayusculas--raras']) {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Publicación no encontrada' })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Volver al blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro Blog' })).toBeVisible();
});

for (const viewport of VIEWPORTS) {
  test(`the gate sells the post at ${viewport.width} px: cover, title, date and excerpt above it, one left edge, the h1 of every page`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/blog');
    const listTitleSize = await page.getByRole('heading', { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontSize);
    const { data: post, error } = await service.from('blog_posts').select('excerpt').eq('slug', SIMULATOR.slug).single();
    if (error) throw error;

    await page.goto(`/blog/${SIMULATOR.slug}`);
    const title = page.getByRole('heading', { level: 1, name: SIMULATOR.title });
    const article = page.getByRole('article');
    const cover = article.locator('img').first();
    const excerpt = article.getByText(post.excerpt, { exact: true });
    const panel = page.getByRole('region', { name: 'Contenido para suscriptores' });
    await expect(cover).toBeVisible();
    await expect(excerpt).toBeVisible();
    await expect(gate(page)).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The title is written like every page's h1, not larger.
    expect(await title.evaluate((h1) => getComputedStyle(h1).fontSize)).toBe(listTitleSize);

    const titleBox = await boxOf(title);
    const dateBox = await boxOf(article.locator('time').first());
    const coverBox = await boxOf(cover);
    const excerptBox = await boxOf(excerpt);
    const panelBox = await boxOf(panel);
    // In reading order, the gate last…
    expect(titleBox.y).toBeLessThan(dateBox.y);
    expect(dateBox.y).toBeLessThan(coverBox.y);
    expect(coverBox.y + coverBox.height).toBeLessThanOrEqual(excerptBox.y);
    expect(excerptBox.y + excerptBox.height).toBeLessThanOrEqual(panelBox.y);
    // …and all on one left edge.
    for (const box of [dateBox, coverBox, excerptBox, panelBox]) expect(Math.abs(box.x - titleBox.x)).toBeLessThanOrEqual(1);
  });
}

test('the gate refuses a non-subscriber, unlocks a subscriber for this page view only', { tag: '@deployed' }, async ({ page }) => {
  const subscriber = await newSubscriber();
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/rest/v1/')) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto(`/blog/${SIMULATOR.slug}`);
  await expect(gate(page)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Suscríbete gratis' })).toHaveAttribute('href', '/blog#suscripcion');
  await expect(page).toHaveTitle(`${SIMULATOR.title} · Pitwall`);
  // The browser never received the body: the gate is not just hiding it.
  expect(bodies.join('\n')).not.toContain('Peso total: 850 kg');

  await unlock(page, 'nadie.suscrito@example.com');
  await expect(gate(page).getByRole('alert')).toHaveText('Este email no está suscrito al blog. Por favor, suscríbete primero.');
  await expect(page.getByRole('heading', { name: 'Ficha técnica' })).toHaveCount(0);

  await unlock(page, ` ${subscriber.toUpperCase()} `);
  await expect(page.getByRole('heading', { level: 2, name: 'Ficha técnica' })).toBeVisible();
  await expect(page.getByText('Por Equipo Pitwall')).toBeVisible();
  await expect(page.getByText('Peso total: 850 kg.')).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${SIMULATOR.title} · Pitwall`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Ficha técnica del simulador/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /blog-images/);

  // The gallery: a keyboard-accessible lightbox.
  const thumbs = page.getByRole('button', { name: /^Ampliar: Imagen/ });
  const count = await thumbs.count();
  expect(count).toBeGreaterThan(1);
  await thumbs.first().focus();
  await page.keyboard.press('Enter');
  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toHaveAccessibleName(`Imagen 1 de ${count} de «${SIMULATOR.title}»`);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toHaveAccessibleName(`Imagen 2 de ${count} de «${SIMULATOR.title}»`);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  // Focus returns to the thumbnail of the picture last shown.
  await expect(thumbs.nth(1)).toBeFocused();

  await page.getByRole('link', { name: '← Ver más publicaciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuestro Blog' })).toBeVisible();
  await page.goBack();
  await expect(gate(page)).toBeVisible();
  await page.reload();
  await expect(gate(page)).toBeVisible();
});

test('share copies the link where the device has no share sheet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await page.goto(`/blog/${SIMULATOR.slug}`);
  await unlock(page, await newSubscriber());
  await page.getByRole('button', { name: 'Compartir' }).click();
  await expect(toast(page, 'Enlace copiado')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('subscribing: success with the welcome mail, duplicate, blank and malformed refused before any call', async ({ page }) => {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /blog_subscribers|send-blog-subscription/.test(request.url())) writes.push(request.url());
  });
  await page.goto('/blog');
  const form = subscription(page);
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(form.getByRole('alert')).toHaveText('Introduce tu email');
  await form.getByLabel('Tu email').fill('   ');
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(form.getByRole('alert')).toHaveText('Introduce tu email');
  await form.getByLabel('Tu email').fill('sin-arroba.example.com');
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(form.getByRole('alert')).toHaveText('Por favor, introduce un email válido');
  expect(writes).toEqual([]);

  const email = uniqueEmail('nuevo.lector');
  await form.getByLabel('Tu email').fill(email);
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toast(page, '¡Suscripción exitosa!')).toBeVisible();
  await expect(form.getByLabel('Tu email')).toHaveValue('');
  expect((await waitForMail(email, 'Bienvenido al blog')).subject).toBe('¡Bienvenido al blog de Pitwall!');

  await form.getByLabel('Tu email').fill(email.toUpperCase());
  await form.getByRole('button', { name: 'Suscribirme' }).click();
  await expect(toast(page, 'Ya estás suscrito')).toContainText('Este email ya está suscrito al blog');
  const { count } = await service.from('blog_subscribers').select('id', { count: 'exact', head: true }).eq('email', email);
  expect(count).toBe(1);
});

test('a link to /blog#suscripcion lands on the subscription box', async ({ page }) => {
  await page.goto(`/blog/${SIMULATOR.slug}`);
  await page.getByRole('link', { name: 'Suscríbete gratis' }).click();
  await expect(page).toHaveURL('/blog#suscripcion');
  await expect(subscription(page).getByLabel('Tu email')).toBeFocused();
  await expect(subscription(page)).toBeInViewport();
});

test('XSS payloads in a post run nothing', async ({ page }) => {
  // Whatever survives sanitising (a style's url(javascript:…)) is stopped by the policy too, which says so.
  test.info().annotations.push({ type: EXPECTS_CSP_VIOLATION, description: 'payloads the policy blocks as a second line' });
  const admin = await createUser({ email: uniqueEmail('xss.admin'), password: 'Xss-Admin-2026', admin: true });
  const adminClient = await signIn(admin.email, admin.password);
  const slug = `xss-${Date.now()}`;
  const content = [
    '<p>Texto seguro del artículo.</p>',
    '<script>window.__xss = "script"</script>',
    '<img src="no-existe.png" alt="rota" onerror="window.__xss = \'onerror\'">',
    '<a href="javascript:window.__xss = \'href\'">enlace peligroso</a>',
    '<iframe src="javascript:alert(1)" title="marco"></iframe>',
    '<svg><animate onbegin="alert(1)" attributeName="x" dur="1s"></animate></svg>',
    '<p onclick="window.__xss = \'click\'" style="background:url(javascript:alert(1))">párrafo con manejador</p>',
  ].join('');
  const { error } = await adminClient
    .from('blog_posts')
    .insert({ slug, title: 'Prueba de seguridad', excerpt: 'Contenido con intentos de XSS.', content, published: true, created_by: admin.id });
  expect(error).toBeNull();
  try {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.goto(`/blog/${slug}`);
    await unlock(page, await newSubscriber('xss'));
    await expect(page.getByText('Texto seguro del artículo.')).toBeVisible();
    await page.getByText('enlace peligroso').click();
    await page.getByText('párrafo con manejador').click();
    await expect(page.getByRole('img', { name: 'rota' })).toBeAttached();
    const article = page.getByRole('article');
    await expect(article.locator('script, iframe, [onerror], [onclick], [href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  } finally {
    await service.from('blog_posts').delete().eq('slug', slug);
  }
});

for (const viewport of VIEWPORTS) {
  test(`accessibility on a ${viewport.name}: the list, the gate and the unlocked post`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blog');
    await expect(page.getByRole('region', { name: 'Publicaciones' }).getByRole('article').first()).toBeVisible();
    await expectNoViolations(page, '/blog');
    await page.goto(`/blog/${SIMULATOR.slug}`);
    await expect(gate(page)).toBeVisible();
    await expectNoViolations(page, 'the gate');
    await unlock(page, 'nadie.suscrito@example.com');
    await expect(gate(page).getByRole('alert')).toBeVisible();
    await expectNoViolations(page, 'the gate refusing');
    await unlock(page, await newSubscriber('a11y'));
    await expect(page.getByRole('heading', { level: 2, name: 'Ficha técnica' })).toBeVisible();
    await expectNoViolations(page, 'the unlocked post');
    await page.getByRole('button', { name: /^Ampliar: Imagen 1/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'the lightbox');
    await page.screenshot({ path: test.info().outputPath(`blog-lightbox-${viewport.name}.png`) });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: test.info().outputPath(`blog-post-${viewport.name}.png`), fullPage: true });
    await page.goto('/blog');
    await expect(page.getByRole('region', { name: 'Publicaciones' }).getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`blog-${viewport.name}.png`), fullPage: true });
  });
}
