import type { Page } from '@playwright/test';

/** A toast (sonner) containing `text`. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Signs in through /auth (optionally arriving with ?redirect=…). */
export async function signInAt(page: Page, email: string, password: string, path = '/auth') {
  if (!page.url().includes('/auth')) await page.goto(path);
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contraseña').fill(password);
  await form.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

/** The shell's cart badge count (0 when hidden). */
export async function cartCount(page: Page): Promise<number> {
  const badge = page.getByTestId('cart-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}
