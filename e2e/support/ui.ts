import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LIVE_SELECTOR } from '../../libs/config/src/page-protocol.ts';

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
  await page.locator(PAGE_LIVE_SELECTOR).waitFor({ state: 'attached', timeout: 10_000 });
  const badge = button.getByTestId('cart-count');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** An amount as Intl es-ES writes it ('29,90 €', no-break space included): what every price on the site must read. */
export const euros = (amount: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(amount);

/**
 * Every amount written with a euro sign in `text`, beside what Intl es-ES writes for the same
 * number: a price written any other way ('€499.00', '1.234,50 €') reads differently from it.
 */
export function writtenAmounts(text: string): { written: string; intl: string }[] {
  return [...text.matchAll(/€?\s?\d[\d.,]*\s?€?/g)]
    .map((match) => match[0].trim())
    .filter((written) => written.includes('€'))
    .map((written) => ({ written, intl: euros(Number(written.replace(/[^\d,]/g, '').replace(',', '.'))) }));
}

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes overlap (touching edges do not). */
export const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The element's box on the page; fails when it is not rendered. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box: it is not rendered`);
  return box;
}

/**
 * Opens a prerendered page whose scripts wait until `act` has run on its HTML (a visitor quicker
 * than the page), then resolves once the page is live.
 */
export async function actBeforeLive(page: Page, path: string, act: () => Promise<void>) {
  let release = () => undefined as void;
  const acted = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await acted;
    await route.continue();
  });
  const opened = page.goto(path);
  await act();
  expect(await page.locator(PAGE_LIVE_SELECTOR).count()).toBe(0);
  release();
  await opened;
}
