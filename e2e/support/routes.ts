import { expect, type Page } from '@playwright/test';

/** Every public route but the posts (one seeded post stands for every /blog/{slug}). */
export const PUBLIC_ROUTES = [
  '/',
  '/nosotros',
  '/soluciones',
  '/beneficios',
  '/impacto',
  '/contacto',
  '/politica-cookies',
  '/politica-privacidad',
  '/condiciones-uso',
  '/condiciones-contratacion',
  '/tienda',
  '/blog',
  '/prensa',
  '/playlist-music',
] as const;

/** PUBLIC_ROUTES and the first post listed on /blog. */
export async function publicRoutesWithPost(page: Page): Promise<string[]> {
  await page.goto('/blog');
  const post = page.locator('main a[href^="/blog/"]').first();
  await expect(post).toBeVisible();
  return [...PUBLIC_ROUTES, new URL((await post.getAttribute('href')) ?? '', page.url()).pathname];
}
