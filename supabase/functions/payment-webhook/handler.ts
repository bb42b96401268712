/**
 * Stripe webhook (verify_jwt = false: Stripe signs the request instead, checked with the SDK and
 * STRIPE_WEBHOOK_SECRET). Subscribe the endpoint to:
 *   checkout.session.completed, checkout.session.async_payment_succeeded → confirm (paid + stock)
 *   checkout.session.async_payment_failed → failed · checkout.session.expired → canceled
 *
 * Confirmation is the same transaction the sandbox uses: replays change nothing. If the stock ran
 * out between checkout and payment the order is marked failed and the charge is refunded.
 * Answers 200 { received: true, … } once handled; 400 for a missing or bad signature; 5xx makes
 * Stripe retry (e.g. the database or the mail server was down).
 */
import { HttpError, json, postHandler } from '../_shared/http.ts';
import { requireEnv } from '../_shared/env.ts';
import { cancelPayment, OrderNotFoundError, settlePayment, type OrderRow } from '../_shared/payments.ts';
import { Stripe, stripeClient, webhookCryptoProvider } from '../_shared/payments-stripe.ts';
import { adminClient } from '../_shared/supabase-admin.ts';

/** Stripe events are a few KB; anything far larger is not from Stripe. */
const MAX_PAYLOAD_BYTES = 512 * 1024;

export const handler: (req: Request) => Promise<Response> = postHandler('payment-webhook', async (req) => {
  const secret = requireEnv('STRIPE_WEBHOOK_SECRET');
  const stripe = stripeClient();

  const signature = req.headers.get('stripe-signature');
  if (!signature) throw new HttpError(400, 'Falta la firma de Stripe (cabecera Stripe-Signature).');
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > MAX_PAYLOAD_BYTES) throw new HttpError(413, 'El evento es demasiado grande.');
  // The signature covers the exact bytes Stripe sent: verify the raw text, parse afterwards.
  const payload = await req.text();
  if (payload.length > MAX_PAYLOAD_BYTES) throw new HttpError(413, 'El evento es demasiado grande.');

  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, webhookCryptoProvider);
  } catch (error) {
    console.warn(`[payment-webhook] signature check failed: ${((error as Error).message ?? '').split('\n')[0]}`);
    throw new HttpError(400, 'La firma del evento de Stripe no es válida.');
  }

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // Delayed methods complete the session unpaid and confirm later (async_payment_succeeded).
      if (session.payment_status !== 'paid') return json(200, { received: true, status: 'awaiting_payment' });
      return json(200, await confirm(stripe, session, event.id));
    }
    case 'checkout.session.async_payment_failed': {
      const order = await failAsync(event.data.object);
      return json(200, { received: true, ...(order ? { order_id: order.id, status: order.status } : { ignored: 'unknown session' }) });
    }
    case 'checkout.session.expired': {
      const order = await cancel(event.data.object);
      return json(200, { received: true, ...(order ? { order_id: order.id, status: order.status } : { ignored: 'unknown session' }) });
    }
    default:
      return json(200, { received: true, ignored: event.type });
  }
});

function intentId(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}

/**
 * The session id is written on the order right after Stripe creates it; should that write have
 * been lost, client_reference_id (the order id) still leads to the order.
 */
async function attachSession(session: Stripe.Checkout.Session): Promise<void> {
  const orderId = session.client_reference_id;
  if (!orderId || !/^[0-9a-f-]{36}$/i.test(orderId)) return;
  const db = await adminClient();
  const { error } = await db
    .from('orders')
    .update({ payment_session_id: session.id })
    .eq('id', orderId)
    .eq('payment_provider', 'stripe')
    .is('payment_session_id', null);
  if (error) throw new Error(`attaching session ${session.id} to order ${orderId} failed: ${error.message}`);
}

async function confirm(stripe: Stripe, session: Stripe.Checkout.Session, eventId: string): Promise<Record<string, unknown>> {
  const db = await adminClient();
  await attachSession(session);
  let order: OrderRow;
  try {
    // A confirmation e-mail that cannot go now waits in the outbox: no reason to make Stripe retry.
    order = (await settlePayment(db, session.id, intentId(session))).order;
  } catch (error) {
    if (error instanceof OrderNotFoundError) {
      console.warn(`[payment-webhook] ${eventId}: no order for session ${session.id}; ignored`);
      return { received: true, ignored: 'unknown session' };
    }
    throw error;
  }

  // Charged, but the order could not take the stock (or was closed meanwhile): give the money back.
  if (order.status !== 'paid') {
    const refunded = await refund(stripe, order, intentId(session));
    return { received: true, order_id: order.id, status: order.status, refunded };
  }
  return { received: true, order_id: order.id, status: order.status };
}

async function refund(stripe: Stripe, order: OrderRow, paymentIntent: string | null): Promise<boolean> {
  if (!paymentIntent) {
    console.error(`[payment-webhook] order ${order.id} is ${order.status} after payment but has no payment intent to refund`);
    return false;
  }
  try {
    await stripe.refunds.create(
      { payment_intent: paymentIntent, metadata: { order_id: order.id, reason: order.failure_reason ?? order.status } },
      // Webhook retries and duplicate events refund once.
      { idempotencyKey: `refund-order-${order.id}` },
    );
    console.warn(`[payment-webhook] order ${order.id} ${order.status} (${order.failure_reason ?? ''}): payment ${paymentIntent} refunded`);
    return true;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return true;
    throw error;
  }
}

async function cancel(session: Stripe.Checkout.Session): Promise<OrderRow | null> {
  try {
    return await cancelPayment(await adminClient(), session.id);
  } catch (error) {
    if (error instanceof OrderNotFoundError) return null;
    throw error;
  }
}

async function failAsync(session: Stripe.Checkout.Session): Promise<OrderRow | null> {
  const db = await adminClient();
  const { data, error } = await db
    .from('orders')
    .update({ status: 'failed', failure_reason: 'El banco rechazó el pago.' })
    .eq('payment_session_id', session.id)
    .eq('status', 'pending')
    .select('*');
  if (error) throw new Error(`marking session ${session.id} failed: ${error.message}`);
  if (data && data.length > 0) return data[0] as OrderRow;
  const { data: existing, error: readError } = await db.from('orders').select('*').eq('payment_session_id', session.id).maybeSingle();
  if (readError) throw new Error(`order lookup failed: ${readError.message}`);
  return (existing as OrderRow | null) ?? null;
}
