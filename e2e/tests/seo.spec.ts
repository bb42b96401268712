import { expect, test, type Page } from '../support/test.ts';
import { SITE_URL } from '../support/ports.ts';

// Each public route describes itself in <head> (title, description, canonical, Open Graph, Twitter
// card), the site publishes robots.txt and a sitemap of every public route and published post.
const ROUTES: Array<[path: string, title: string]> = [
  ['/', 'Bienestar emocional con simuladores de Fórmula 1 · Pitwall'],
  ['/nosotros', 'Sobre nosotros · Pitwall'],
  ['/soluciones', 'Soluciones · Pitwall'],
  ['/beneficios', 'Beneficios · Pitwall'],
  ['/impacto', 'Impacto · Pitwall'],
  ['/contacto', 'Contacto · Pitwall'],
  ['/politica-cookies', 'Política de cookies · Pitwall'],
  ['/politica-privacidad', 'Política de privacidad · Pitwall'],
  ['/condiciones-uso', 'Condiciones de uso · Pitwall'],
  ['/condiciones-contratacion', 'Condiciones de contratación · Pitwall'],
  ['/tienda', 'Tienda · Pitwall'],
  ['/blog', 'Blog · Pitwall'],
  ['/prensa', 'Sala de Prensa · Pitwall'],
  ['/playlist-music', 'Música · Pitwall'],
];

const meta = (page: Page, selector: string) => page.locator(`head ${selector}`);

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text): Array<Record<string, unknown>> => [JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>].flat());
}

test('every public route has its own title, description, canonical URL and social card', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const [path, title] of ROUTES) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    // Exactly one of each: the page's own, not the document's default beside it.
    await expect(meta(page, 'meta[name="description"]')).toHaveCount(1);
    const description = (await meta(page, 'meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, path).toBeGreaterThan(40);
    descriptions.add(description);
    await expect(meta(page, 'link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
    await expect(meta(page, 'meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(meta(page, 'meta[property="og:url"]')).toHaveAttribute('content', `${SITE_URL}${path}`);
    await expect(meta(page, 'meta[property="og:image"]')).toHaveAttribute('content', `${SITE_URL}/og-image.jpg`);
    await expect(meta(page, 'meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  }
  expect(descriptions.size).toBe(ROUTES.length);

  const card = await page.request.get('/og-image.jpg');
  expect(card.headers()['content-type']).toBe('image/jpeg');
});

test('structured data: Organization on /, a Product per item on /tienda, BlogPosting on a post', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await jsonLd(page)).toContainEqual(expect.objectContaining({ '@type': 'Organization', name: 'Pitwall', url: SITE_URL }));

  await page.goto('/tienda');
  await expect(page.getByRole('list', { name: 'Productos' })).toBeVisible();
  const products = (await jsonLd(page)).filter((item) => item['@type'] === 'Product');
  expect(products.length).toBe(await page.locator('ul[aria-label="Productos"] > li').count());
  expect(products).toContainEqual(
    expect.objectContaining({ name: 'Gorra Pitwall Team', offers: expect.objectContaining({ priceCurrency: 'EUR', availability: 'https://schema.org/InStock' }) }),
  );

  await page.goto('/blog');
  const post = page.locator('main a[href^="/blog/"]').first();
  await expect(post).toBeVisible();
  const href = (await post.getAttribute('href')) ?? '';
  await post.click();
  await expect(page).toHaveURL(href);
  await expect(meta(page, 'meta[property="og:type"]')).toHaveAttribute('content', 'article');
  const [posting] = (await jsonLd(page)).filter((item) => item['@type'] === 'BlogPosting');
  expect(posting).toMatchObject({ url: `${SITE_URL}${href}`, headline: await page.getByRole('heading', { level: 1 }).textContent() });

  // Leaving the post takes its head with it.
  await page.getByRole('link', { name: '← Blog' }).click();
  await expect(page).toHaveTitle('Blog · Pitwall');
  await expect(meta(page, 'meta[property="og:type"]')).toHaveAttribute('content', 'website');
  expect((await jsonLd(page)).filter((item) => item['@type'] === 'BlogPosting')).toEqual([]);
});

test('robots.txt keeps private areas out and names the sitemap, which lists every public route and post', async ({ page, request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  const rules = await robots.text();
  for (const path of ['/admin', '/auth', '/checkout']) expect(rules).toContain(`Disallow: ${path}\n`);
  expect(rules).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const [path] of ROUTES) expect(locations).toContain(`${SITE_URL}${path}`);
  expect(locations.some((url) => /\/(checkout|admin|auth|payment-)/.test(url ?? ''))).toBe(false);

  await page.goto('/blog');
  await expect(page.locator('main a[href^="/blog/"]').first()).toBeVisible();
  const posts = await page.locator('main a[href^="/blog/"]').evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).pathname))]);
  expect(posts.length).toBeGreaterThan(0);
  for (const post of posts) expect(locations).toContain(`${SITE_URL}${post}`);
});
