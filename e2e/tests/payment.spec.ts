import type { Route } from '@playwright/test';
import { PAYMENTS_TRY_LATER } from '../../supabase/functions/_shared/contracts/payments.ts';
import { expect, test, type Page } from '../support/test.ts';
import { createUser, serviceClient, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { cartCount, euros, signInAt, toast } from '../support/ui.ts';

// Seeded catalogue (supabase/seed/seed.sql).
const GP = 'Entradas Gran Premio de Barcelona-Catalunya 2027';
const TRIBUNA_N = 'b0000000-0000-4000-8000-000000000105';
const CAP = 'Gorra Pitwall Team';
const CAP_ID = 'a0000000-0000-4000-8000-000000000004';
const PASSWORD = 'Pago-Seguro-2026';

async function stockOf(table: 'products' | 'product_variants', id: string): Promise<number> {
  const { data, error } = await serviceClient().from(table).select('stock').eq('id', id).single();
  if (error) throw error;
  return data.stock as number;
}

/** Signed in, with one Tribuna N ticket and two caps in the cart, on /checkout. */
async function fillCartAndCheckout(page: Page, email: string) {
  await signInAt(page, email, PASSWORD);
  await expect(toast(page, '¡Bienvenido!')).toBeVisible();
  await page.goto('/tienda');
  const gp = page.getByRole('article', { name: GP });
  await gp.getByLabel('Opción').selectOption(TRIBUNA_N);
  await gp.getByRole('button', { name: `Añadir al carrito: ${GP}` }).click();
  const cap = page.getByRole('article', { name: CAP });
  await cap.getByRole('button', { name: `Añadir al carrito: ${CAP}` }).click();
  await cap.getByRole('button', { name: `Añadir al carrito: ${CAP}` }).click();
  await expect.poll(() => cartCount(page)).toBe(3);
  await page.getByRole('link', { name: /^Carrito/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
}

test('paying in the sandbox confirms the order, takes the stock, mails the buyer and empties the cart', { tag: '@deployed' }, async ({ page }) => {
  const buyer = await createUser({ email: uniqueEmail('pago.ok'), password: PASSWORD, confirmed: true });
  const ticketsBefore = await stockOf('product_variants', TRIBUNA_N);
  const capsBefore = await stockOf('products', CAP_ID);
  await fillCartAndCheckout(page, buyer.email);

  // Tribuna N 189 + 95 = 284.00; two caps 48.00; the cap's shipping 3.95 once.
  await page.getByRole('button', { name: `Pagar ${euros(335.95)}` }).click();
  await expect(page.getByRole('heading', { name: 'Pago con tarjeta' })).toBeVisible();
  await expect(page.getByText(euros(335.95)).first()).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar pago' }).click();

  await expect(page).toHaveURL(/\/payment-success\?session_id=/);
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  await expect(page.getByTestId('payment-reference')).toHaveText(sessionId.slice(-8));
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');

  const { data: order, error } = await serviceClient()
    .from('orders')
    .select('status, total_cents, email')
    .eq('payment_session_id', sessionId)
    .single();
  if (error) throw error;
  expect(order).toMatchObject({ status: 'paid', total_cents: 33595, email: buyer.email });
  expect(await stockOf('product_variants', TRIBUNA_N)).toBe(ticketsBefore - 1);
  expect(await stockOf('products', CAP_ID)).toBe(capsBefore - 2);
  const mail = await waitForMail(buyer.email, 'pedido');
  expect(mail.text).toContain(euros(335.95));

  await page.getByRole('link', { name: 'Volver a la tienda' }).click();
  await expect(page).toHaveURL(/\/tienda$/);
  expect(await cartCount(page)).toBe(0);
});

test('canceling in the sandbox lands on /payment-canceled with the cart intact and nothing charged', async ({ page }) => {
  const buyer = await createUser({ email: uniqueEmail('pago.cancelado'), password: PASSWORD, confirmed: true });
  const ticketsBefore = await stockOf('product_variants', TRIBUNA_N);
  await fillCartAndCheckout(page, buyer.email);
  await page.getByRole('button', { name: `Pagar ${euros(335.95)}` }).click();
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await expect(page).toHaveURL(/\/payment-canceled$/);
  await expect(page.getByText('No se ha realizado ningún cargo')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as { quantity: number }[]);
  expect(stored.reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
  expect(await stockOf('product_variants', TRIBUNA_N)).toBe(ticketsBefore);
  const { data: orders } = await serviceClient().from('orders').select('status').eq('email', buyer.email);
  expect(orders).toEqual([{ status: 'canceled' }]);

  await page.getByRole('link', { name: 'Volver al carrito' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('button', { name: `Pagar ${euros(335.95)}` })).toBeVisible();
});

test('a refusal from the payment function is shown and the cart is kept', async ({ page }) => {
  const buyer = await createUser({ email: uniqueEmail('pago.rechazado'), password: PASSWORD, confirmed: true });
  await fillCartAndCheckout(page, buyer.email);
  // Someone else bought the stand meanwhile: the server refuses the stale cart.
  const { error } = await serviceClient().from('product_variants').update({ stock: 0 }).eq('id', TRIBUNA_N);
  if (error) throw error;
  try {
    await page.getByRole('button', { name: `Pagar ${euros(335.95)}` }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: /unidades|disponible|agotad/i })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: `Pagar ${euros(335.95)}` })).toBeEnabled();
  } finally {
    await serviceClient().from('product_variants').update({ stock: 30 }).eq('id', TRIBUNA_N);
  }
});

test('a payment function that fails never shows JSON: its 503 text, or "try again in a few minutes" for a gateway error or no answer', async ({ page }) => {
  test.setTimeout(120_000); // three rounds through the checkout
  const buyer = await createUser({ email: uniqueEmail('pago.caido'), password: PASSWORD, confirmed: true });
  await fillCartAndCheckout(page, buyer.email);
  const pay = page.getByRole('button', { name: `Pagar ${euros(335.95)}` });
  // What the browser receives from create-payment during an outage: its own 503, the local
  // gateway's 502 JSON when the functions host is down, or no answer at all.
  const failures: Array<[string, (route: Route) => Promise<void>]> = [
    ['503 from create-payment', (route) => route.fulfill({ status: 503, json: { error: PAYMENTS_TRY_LATER } })],
    ['502 from the gateway', (route) => route.fulfill({ status: 502, json: { code: 'upstream_unavailable', message: 'The service behind /functions/v1 is unavailable: connect ECONNREFUSED' } })],
    ['no answer', (route) => route.abort('connectionrefused')],
  ];
  for (const [name, fail] of failures) {
    await page.route('**/functions/v1/create-payment', fail);
    await pay.click();
    await expect(toast(page, PAYMENTS_TRY_LATER), name).toBeVisible();
    await expect(page.getByText(/upstream_unavailable|"code"|\{"/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(pay).toBeEnabled();
    await page.unroute('**/functions/v1/create-payment');
    // Closed, so the next round's message is a new toast.
    await toast(page, PAYMENTS_TRY_LATER).locator('[data-close-button]').click();
    await expect(toast(page, PAYMENTS_TRY_LATER)).toHaveCount(0);
  }
});

test('the success page trusts the order, not the redirect: confirming, then paid; failed and unknown keep the cart', async ({ page }) => {
  const buyer = await createUser({ email: uniqueEmail('pago.estado'), password: PASSWORD, confirmed: true });
  const service = serviceClient();
  const session = (kind: string) => `cs_test_e2e_${kind}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  const order = (status: 'pending' | 'failed', sessionId: string, failure_reason: string | null = null) => ({
    user_id: buyer.id,
    email: buyer.email,
    status,
    subtotal_cents: 2400,
    shipping_cents: 395,
    payment_provider: 'stripe',
    payment_session_id: sessionId,
    failure_reason,
  });
  const failed = session('failed');
  const pending = session('pending');
  const { error } = await service.from('orders').insert([order('failed', failed, `Stock insuficiente para "${CAP}".`), order('pending', pending)]);
  if (error) throw error;

  await signInAt(page, buyer.email, PASSWORD);
  await expect(toast(page, '¡Bienvenido!')).toBeVisible();
  await page.goto('/tienda');
  await page.getByRole('article', { name: CAP }).getByRole('button', { name: `Añadir al carrito: ${CAP}` }).click();
  await expect.poll(() => cartCount(page)).toBe(1);
  const storedLines = () => page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]).length);

  // Someone else took the last unit: Stripe sent the buyer back, the webhook failed (and refunded) the order.
  await page.goto(`/payment-success?session_id=${failed}`);
  await expect(page.getByRole('heading', { name: 'No hemos podido completar tu pedido' })).toBeVisible();
  await expect(page.getByText(`Stock insuficiente para "${CAP}".`)).toBeVisible();
  expect(await storedLines()).toBe(1);

  await page.goto(`/payment-success?session_id=${session('unknown')}`);
  await expect(page.getByRole('heading', { name: 'No encontramos este pago' })).toBeVisible();
  expect(await storedLines()).toBe(1);

  // Back from Stripe before the webhook: the page waits for it, then shows the confirmation.
  await page.goto(`/payment-success?session_id=${pending}`);
  await expect(page.getByRole('heading', { name: 'Estamos confirmando tu pago' })).toBeVisible();
  await expect(page.getByTestId('payment-reference')).toHaveText(pending.slice(-8));
  const { error: paidError } = await service.from('orders').update({ status: 'paid', paid_at: new Date().toISOString() }).eq('payment_session_id', pending);
  if (paidError) throw paidError;
  await expect(page.getByRole('heading', { name: '¡Pago completado!' })).toBeVisible();
  await expect(page.getByText(`Total pagado: ${euros(27.95)}`)).toBeVisible();
  expect(await storedLines()).toBe(0);
});
