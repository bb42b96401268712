/**
 * Opens a card payment for the signed-in buyer's cart.
 *
 * The browser sends product id, variant id and quantity per line (plus title, description and
 * price, which are ignored: prices, shipping, activity and stock are reloaded from the database).
 * A valid cart becomes a pending order with its lines (one transaction, create_pending_order), then
 * a payment session: Stripe Checkout when STRIPE_SECRET_KEY is set (the order holds its units for
 * the session's life, so a buyer who cannot get them is told here, before paying), else the local sandbox page
 * when the local stack opted in (PAYMENT_SANDBOX=local), else 503: never an order paid without a charge.
 *
 * 200 { url, order_id, session_id } · 401/400/409/422/429 { error } in Spanish · 502 when Stripe
 * fails · 503 when card payments are not configured, or when the auth service or the database
 * cannot answer (never "sign in" for an outage).
 */
import { requireUser } from '../_shared/auth.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { requireEnv } from '../_shared/env.ts';
import { brand } from '../_shared/brand.ts';
import {
  createPendingOrder,
  failPendingOrder,
  lineName,
  newSandboxSessionId,
  type PendingOrder,
  type PricedLine,
} from '../_shared/payments.ts';
import { describeStripeError, sandboxEnabled, Stripe, stripeClient, stripeEnabled } from '../_shared/payments-stripe.ts';
import { limitPendingOrders, refuseHiddenProducts } from '../_shared/payment-guards.ts';
import { PAYMENTS_TRY_LATER } from '../_shared/contracts/payments.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, parseInput, z } from '../_shared/validation.ts';

/** More lines than any real cart has; keeps one request's work bounded. */
export const MAX_LINES = 50;
export const MAX_QUANTITY = 1000;

const QUANTITY_MESSAGE = `La cantidad de cada producto debe ser un número entero entre 1 y ${MAX_QUANTITY}.`;

const itemSchema = z.object(
  {
    id: z.guid({ error: 'El carrito contiene un producto no válido.' }),
    variant_id: z.guid({ error: 'El carrito contiene una opción de producto no válida.' }).nullish(),
    quantity: z
      .number({ error: QUANTITY_MESSAGE })
      .int({ error: QUANTITY_MESSAGE })
      .min(1, { error: QUANTITY_MESSAGE })
      .max(MAX_QUANTITY, { error: QUANTITY_MESSAGE }),
    // title, description and price are what the shop's client sends; they are never read.
  },
  { error: 'El carrito contiene una línea no válida.' },
);

const schema = body({
  items: z
    .array(itemSchema, {
      error: (issue) => (issue.input === undefined || issue.input === null ? 'Tu carrito está vacío.' : 'El carrito no es válido.'),
    })
    .min(1, { error: 'Tu carrito está vacío.' })
    .max(MAX_LINES, { error: `Tu carrito tiene demasiadas líneas (máximo ${MAX_LINES}). Divide la compra en varios pedidos.` }),
});

const UNAUTHENTICATED = 'Debes iniciar sesión para pagar';
export const PAYMENTS_UNAVAILABLE = 'Los pagos con tarjeta no están disponibles en este momento. Inténtalo más tarde.';
const UNAVAILABLE = PAYMENTS_TRY_LATER;

export const handler: (req: Request) => Promise<Response> = postHandler('create-payment', async (req) => {
  const useStripe = stripeEnabled();
  if (!useStripe && !sandboxEnabled()) {
    console.error('[create-payment] neither STRIPE_SECRET_KEY nor the local sandbox flag is set: payments refused');
    throw new HttpError(503, PAYMENTS_UNAVAILABLE);
  }
  const db = await adminClient();

  // Who pays: the user behind the JWT, checked by the auth service (the anon key is no user).
  const user = await requireUser(req, db, { unauthenticated: UNAUTHENTICATED, unavailable: UNAVAILABLE, context: 'create-payment' });
  const email = user.email;
  if (!email) throw new HttpError(422, 'Tu cuenta no tiene un email al que enviar la confirmación del pedido.');

  const input = parseInput(schema, await readJson(req));
  const items = input.items.map((item) => ({ id: item.id, variant_id: item.variant_id ?? null, quantity: item.quantity }));
  await limitPendingOrders(db, user.id);
  await refuseHiddenProducts(db, items.map((item) => item.id));

  // In production the return pages must be the real site, never a local default.
  const siteUrl = useStripe ? requireEnv('SITE_URL').replace(/\/+$/, '') : brand.siteUrl();
  const sandboxSession = useStripe ? null : newSandboxSessionId();
  const expiresAt = useStripe ? stripeSessionExpiry() : null;

  const result = await createPendingOrder(db, {
    userId: user.id,
    email,
    provider: useStripe ? 'stripe' : 'sandbox',
    items,
    sessionId: sandboxSession,
    holdUntil: expiresAt === null ? null : new Date((expiresAt + HOLD_GRACE_SECONDS) * 1000),
  }).catch((error: unknown) => {
    console.error('[create-payment] the database did not answer', error);
    throw new HttpError(503, UNAVAILABLE);
  });
  if (!result.ok) throw new HttpError(result.status, result.error);
  const { order } = result;

  if (sandboxSession) {
    const url = `${requireEnv('SUPABASE_URL').replace(/\/+$/, '')}/functions/v1/payment-sandbox?session=${encodeURIComponent(sandboxSession)}`;
    return json(200, { url, order_id: order.id, session_id: sandboxSession });
  }

  const session = await openStripeSession(order, result.items, siteUrl, expiresAt ?? stripeSessionExpiry());
  const { data: attached, error: attachError } = await db
    .from('orders')
    .update({ payment_session_id: session.id })
    .eq('id', order.id)
    .eq('status', 'pending')
    .select('id');
  if (attachError || !attached || attached.length === 0) {
    // Without the session id on the order the webhook could not find it: close the session.
    console.error(`[create-payment] could not attach session ${session.id} to order ${order.id}`, attachError);
    await stripeClient()
      .checkout.sessions.expire(session.id)
      .catch((error: unknown) => console.error(`[create-payment] could not expire session ${session.id}: ${describeStripeError(error)}`));
    await failPendingOrder(db, order.id, 'No se pudo registrar la sesión de pago.');
    throw new Error('attaching the Stripe session failed');
  }
  return json(200, { url: session.url, order_id: order.id, session_id: session.id });
});

/**
 * A Stripe order holds its units for the life of its Checkout session: the shortest Stripe allows
 * (30 minutes, plus a minute so the request still asks for at least that when it arrives), and a
 * grace for a payment completed at the last second whose webhook arrives a little later.
 */
const SESSION_SECONDS = 31 * 60;
const HOLD_GRACE_SECONDS = 5 * 60;
const stripeSessionExpiry = () => Math.floor(Date.now() / 1000) + SESSION_SECONDS;

/** Stripe's product names are limited; a ticket title plus its tribuna fits easily in this. */
const NAME_LIMIT = 250;

function stripeLineItems(order: PendingOrder, lines: PricedLine[]): Stripe.Checkout.SessionCreateParams.LineItem[] {
  const items: Stripe.Checkout.SessionCreateParams.LineItem[] = lines.map((line) => ({
    quantity: line.quantity,
    price_data: {
      currency: order.currency,
      unit_amount: line.unit_price_cents,
      product_data: {
        name: lineName(line).slice(0, NAME_LIMIT),
        metadata: { product_id: line.product_id, variant_id: line.variant_id ?? '' },
      },
    },
  }));
  if (order.shipping_cents > 0) {
    items.push({
      quantity: 1,
      price_data: { currency: order.currency, unit_amount: order.shipping_cents, product_data: { name: 'Gastos de envío' } },
    });
  }
  return items;
}

async function openStripeSession(order: PendingOrder, lines: PricedLine[], siteUrl: string, expiresAt: number): Promise<{ id: string; url: string }> {
  const stripe = stripeClient();
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        payment_method_types: ['card'],
        line_items: stripeLineItems(order, lines),
        customer_email: order.email,
        client_reference_id: order.id,
        metadata: { order_id: order.id },
        payment_intent_data: { metadata: { order_id: order.id } },
        locale: 'es',
        expires_at: expiresAt,
        success_url: `${siteUrl}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
        // The page closes the session at once (cancel-payment), so the held units return to the shop.
        cancel_url: `${siteUrl}/payment-canceled?order=${order.id}`,
      },
      // One session per order, even if the SDK retries after a network error.
      { idempotencyKey: `checkout-session-${order.id}` },
    );
  } catch (error) {
    console.error(`[create-payment] Stripe Checkout session for order ${order.id} failed: ${describeStripeError(error)}`);
    await failPendingOrder(await adminClient(), order.id, 'No se pudo abrir la sesión de pago con Stripe.');
    throw new HttpError(502, 'No se pudo iniciar el pago con tarjeta. Inténtalo de nuevo en unos minutos.');
  }

  // Stripe must charge exactly what the order says; anything else is refused before the buyer sees it.
  if (!session.url || (session.amount_total !== null && session.amount_total !== order.total_cents)) {
    console.error(
      `[create-payment] Stripe session ${session.id} for order ${order.id} is unusable (url ${session.url ? 'set' : 'missing'}, ` +
        `amount_total ${session.amount_total}, order total ${order.total_cents})`,
    );
    await stripe.checkout.sessions
      .expire(session.id)
      .catch((error: unknown) => console.error(`[create-payment] could not expire session ${session.id}: ${describeStripeError(error)}`));
    await failPendingOrder(await adminClient(), order.id, 'La sesión de pago de Stripe no coincide con el pedido.');
    throw new HttpError(502, 'No se pudo iniciar el pago con tarjeta. Inténtalo de nuevo en unos minutos.');
  }
  return { id: session.id, url: session.url };
}
