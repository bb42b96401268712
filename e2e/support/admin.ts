import { expect, type Page } from '@playwright/test';

/** The seeded demo admin (README). */
export const ADMIN = { email: 'admin@pitwall.local', password: 'Pitwall-Admin-2025' };

/** Signs in as the demo admin on an /admin address (the sign-in is shown there) and waits for the panel. */
export async function signInAdmin(page: Page, path = '/admin') {
  await page.goto(path);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByLabel('Contraseña').press('Enter');
  await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible();
}

/** A section's link in the panel's side navigation (visible from 960 px up; a menu on phones). */
export const sectionLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: label, exact: true });

/** The navigation marks `label` as the open section (read even while the phone menu is closed). */
export const expectSection = (page: Page, label: string) =>
  expect(page.locator('nav[aria-label="Secciones del panel"] a[aria-current="page"]')).toHaveText(label);
