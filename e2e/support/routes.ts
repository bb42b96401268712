import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * The heading (h1) of every public page, by path, as the page writes it (a non-breaking space
 * keeps "km/h" with its number): the one copy of page headings the e2e specs and the marketing
 * pages' unit test read. A page's heading changes here and in the page.
 */
export const HEADINGS: Readonly<Record<string, string>> = {
  '/': 'Bienestar emocional a 300\u00a0km/h',
  '/nosotros': 'Sobre nosotros',
  '/soluciones': 'Soluciones',
  '/beneficios': 'Beneficios',
  '/impacto': 'Impacto',
  '/contacto': 'Contacta con Nosotros',
  '/politica-cookies': 'Política de cookies',
  '/politica-privacidad': 'Política de privacidad',
  '/condiciones-uso': 'Condiciones de uso',
  '/condiciones-contratacion': 'Condiciones de contratación',
  '/tienda': 'Tienda',
  '/blog': 'Nuestro Blog',
  '/prensa': 'Sala de Prensa',
  '/playlist-music': 'Pitwall Music',
};

/** The heading of a page; throws for a path HEADINGS does not list, so a new route is not skipped. */
export function headingOf(path: string): string {
  const heading = HEADINGS[path];
  if (heading === undefined) throw new Error(`e2e/support/routes.ts: no heading for ${path}`);
  return heading;
}

/** A remote's routes as its routes.json lists them. */
const routesOf = (remote: string): Array<{ path: string; standalone?: boolean }> =>
  JSON.parse(readFileSync(new URL(`../../apps/${remote}/routes.json`, import.meta.url), 'utf8')).routes;

/**
 * Every public route the remotes' routes.json list, in the site's order, but the standalone pages
 * (checkout, payment results) and the posts (one seeded post stands for every /blog/{slug}).
 */
export const PUBLIC_ROUTES: readonly string[] = ['marketing', 'commerce', 'content', 'music']
  .flatMap((remote) => routesOf(remote))
  .filter((route) => !route.standalone && !route.path.includes(':'))
  .map((route) => route.path);

/** Each public route with its heading. */
export const PUBLIC_PAGES: ReadonlyArray<readonly [path: string, heading: string]> = PUBLIC_ROUTES.map((path) => [path, headingOf(path)]);

/** PUBLIC_ROUTES and the first post listed on /blog. */
export async function publicRoutesWithPost(page: Page): Promise<string[]> {
  await page.goto('/blog');
  const post = page.locator('main a[href^="/blog/"]').first();
  await post.waitFor();
  return [...PUBLIC_ROUTES, new URL((await post.getAttribute('href')) ?? '', page.url()).pathname];
}
