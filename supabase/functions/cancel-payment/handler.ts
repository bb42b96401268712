/**
 * The buyer came back from Stripe Checkout with 'Volver' (/payment-canceled?order=…): the order's
 * session is closed at once, so the units it held go back to the shop now rather than when the
 * session would have expired. Stripe refuses to close a session that was paid meanwhile; then
 * the order is left to the webhook.
 *
 * POST { order_id } with the buyer's JWT → 200 { status } (the order's status afterwards; an order
 * that is not pending, or a sandbox order, is answered unchanged) · 400/401/404 { error } in
 * Spanish · 503 when the auth service, the database or Stripe cannot answer.
 */
import { requireUser } from '../_shared/auth.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { cancelPayment, type OrderStatus } from '../_shared/payments.ts';
import { describeStripeError, Stripe, stripeClient, stripeEnabled } from '../_shared/payments-stripe.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, parseInput, z } from '../_shared/validation.ts';

const UNAVAILABLE = 'No podemos cerrar la sesión de pago en este momento. No se te ha cobrado nada; la reserva caduca sola en media hora.';

const schema = body({ order_id: z.guid({ error: 'El pedido indicado no es válido.' }) });

export const handler: (req: Request) => Promise<Response> = postHandler('cancel-payment', async (req) => {
  const db = await adminClient();
  const user = await requireUser(req, db, { unauthenticated: 'Debes iniciar sesión para cancelar el pago.', unavailable: UNAVAILABLE, context: 'cancel-payment' });
  const { order_id: orderId } = parseInput(schema, await readJson(req));

  const { data, error } = await db
    .from('orders')
    .select('id, status, payment_provider, payment_session_id')
    .eq('id', orderId)
    .eq('user_id', user.id)
    .maybeSingle();
  if (error) {
    console.error('[cancel-payment] the database did not answer', error);
    throw new HttpError(503, UNAVAILABLE);
  }
  const order = data as { id: string; status: OrderStatus; payment_provider: string; payment_session_id: string | null } | null;
  if (!order) throw new HttpError(404, 'No encontramos este pedido en tu cuenta.');
  // The sandbox's 'Cancelar' already closed its order; only an open Stripe session is closed here.
  if (order.status !== 'pending' || order.payment_provider !== 'stripe' || !order.payment_session_id || !stripeEnabled()) {
    return json(200, { status: order.status });
  }

  try {
    await stripeClient().checkout.sessions.expire(order.payment_session_id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) {
      // Not open any more: paid (the webhook confirms it) or expired (the webhook cancels it).
      console.warn(`[cancel-payment] session ${order.payment_session_id} not closed: ${describeStripeError(error)}`);
      return json(200, { status: order.status });
    }
    console.error(`[cancel-payment] closing session ${order.payment_session_id} failed: ${describeStripeError(error)}`);
    throw new HttpError(503, UNAVAILABLE);
  }
  const canceled = await cancelPayment(db, order.payment_session_id);
  return json(200, { status: canceled.status });
});
