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

/**
 * The shell's cart badge count (0 when the cart button shows no badge). Waits for the header's cart
 * button and for the page to be live first, so a page that has not rendered or hydrated yet never
 * reads as an empty cart.
 */
export async function cartCount(page: Page): Promise<number> {
  const button = page.getByRole('banner').getByRole('link', { name: /^Carrito/ });
  await button.waitFor({ timeout: 10_000 });
  // The prerendered header always shows an empty cart: the stored count appears once hydrated.
  await page.locator('html[data-page-ready]').waitFor({ state: 'attached', timeout: 10_000 });
  const badge = button.getByTestId('cart-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** An amount as Intl es-ES writes it ('29,90 €', no-break space included): what every price on the site must read. */
export const euros = (amount: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(amount);
