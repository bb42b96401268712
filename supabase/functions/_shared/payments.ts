/**
 * Orders and their payment, shared by create-payment, payment-webhook and payment-sandbox.
 * The rules themselves live in SQL (create_pending_order, confirm_order_payment,
 * cancel_order_payment) so they run in one transaction; this module calls them and sends the
 * order confirmation e-mail the payment promised in the mail outbox.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { sendPromisedMail, type LateRenderer } from './outbox.ts';
import { orderConfirmationEmail } from './payments-email.ts';
import { OrderNotFoundError, type CreateOrderResult, type OrderRow, type OrderWithItems, type PaymentProvider } from './payments-model.ts';

export * from './payments-model.ts';

// ─── database calls ──────────────────────────────────────────────────────────────────────

/** Prices the cart from the catalogue and writes the pending order, or says why not (nothing written). */
export async function createPendingOrder(
  db: SupabaseClient,
  input: {
    userId: string;
    email: string;
    provider: PaymentProvider;
    items: Array<{ id: string; variant_id: string | null; quantity: number }>;
    sessionId?: string | null;
    /** Stripe: the order holds its units until then (the session's expiry plus a grace). */
    holdUntil?: Date | null;
  },
): Promise<CreateOrderResult> {
  const { data, error } = await db.rpc('create_pending_order', {
    p_user_id: input.userId,
    p_email: input.email,
    p_payment_provider: input.provider,
    p_items: input.items,
    p_payment_session_id: input.sessionId ?? null,
    p_hold_until: input.holdUntil?.toISOString() ?? null,
  });
  if (error) throw new Error(`create_pending_order failed: ${error.code ?? ''} ${error.message}`);
  return data as CreateOrderResult;
}

const ORDER_COLUMNS =
  'id, reference, user_id, email, status, currency, subtotal_cents, shipping_cents, total_cents, payment_provider, payment_session_id, ' +
  'payment_intent_id, failure_reason, paid_at, canceled_at, created_at, confirmation_email_sent_at, ' +
  'order_items (product_id, variant_id, product_title, variant_name, unit_price_cents, quantity, line_total_cents)';

function sortItems(order: OrderWithItems): OrderWithItems {
  // order_items has no position column: show lines in a stable, readable order.
  order.order_items.sort(
    (a, b) =>
      a.product_title.localeCompare(b.product_title, 'es') || (a.variant_name ?? '').localeCompare(b.variant_name ?? '', 'es'),
  );
  return order;
}

export async function loadOrderBySession(db: SupabaseClient, sessionId: string): Promise<OrderWithItems | null> {
  const { data, error } = await db.from('orders').select(ORDER_COLUMNS).eq('payment_session_id', sessionId).maybeSingle();
  if (error) throw new Error(`order lookup failed: ${error.message}`);
  return data ? sortItems(data as unknown as OrderWithItems) : null;
}

export async function loadOrder(db: SupabaseClient, orderId: string): Promise<OrderWithItems | null> {
  const { data, error } = await db.from('orders').select(ORDER_COLUMNS).eq('id', orderId).maybeSingle();
  if (error) throw new Error(`order lookup failed: ${error.message}`);
  return data ? sortItems(data as unknown as OrderWithItems) : null;
}

async function orderRpc(db: SupabaseClient, fn: string, args: Record<string, unknown>, sessionId: string): Promise<OrderRow> {
  const { data, error } = await db.rpc(fn, args);
  if (error) {
    if (error.code === 'P0002') throw new OrderNotFoundError(sessionId);
    throw new Error(`${fn} failed: ${error.code ?? ''} ${error.message}`);
  }
  return data as OrderRow;
}

export interface Settlement {
  order: OrderRow;
  /** A paid order whose confirmation could not go right away: it waits in the outbox, which retries it. */
  mailQueued?: boolean;
}

/**
 * Confirms a payment the way every provider does it: paid + stock taken in one transaction (which
 * also promises the confirmation e-mail in the outbox), or failed when the stock ran out; replays
 * return the order unchanged. A paid order's confirmation is then sent right away when it can be.
 */
export async function settlePayment(db: SupabaseClient, sessionId: string, paymentIntentId: string | null = null): Promise<Settlement> {
  const order = await orderRpc(
    db,
    'confirm_order_payment',
    { p_payment_session_id: sessionId, p_payment_intent_id: paymentIntentId },
    sessionId,
  );
  if (order.status !== 'paid') return { order };
  try {
    await sendOrderConfirmation(db, order.id);
    return { order };
  } catch (error) {
    console.error(`[payments] confirmation e-mail for order ${order.id} left to the outbox`, error);
    return { order, mailQueued: true };
  }
}

/** The buyer gave up (sandbox 'Cancelar', Stripe session expired or closed): pending → canceled, its hold ends. */
export async function cancelPayment(db: SupabaseClient, sessionId: string): Promise<OrderRow> {
  return orderRpc(db, 'cancel_order_payment', { p_payment_session_id: sessionId }, sessionId);
}

/** Renders a promised order confirmation from the order as it is when the mail goes. */
export const renderOrderConfirmation: LateRenderer = async (db, row) => {
  const order = await loadOrder(db, row.ref_id);
  if (!order) throw new Error(`order ${row.ref_id} vanished`);
  return orderConfirmationEmail(order);
};

/**
 * Sends a paid order's promised confirmation now unless it went already or another sender holds
 * it. A failed send stays in the outbox (retried with backoff by send-pending-mails).
 */
export async function sendOrderConfirmation(db: SupabaseClient, orderId: string): Promise<boolean> {
  const { data, error } = await db
    .from('mail_outbox')
    .select('id')
    .eq('kind', 'order_confirmation')
    .eq('ref_id', orderId)
    .is('sent_at', null)
    .maybeSingle();
  if (error) throw new Error(`mail_outbox lookup failed: ${error.message}`);
  if (!data) return false;
  if (!(await sendPromisedMail(db, (data as { id: string }).id, { order_confirmation: renderOrderConfirmation }))) throw new Error('sending failed');
  return true;
}

/** Marks a still-pending order failed (the payment session could not be opened). */
export async function failPendingOrder(db: SupabaseClient, orderId: string, reason: string): Promise<void> {
  const { error } = await db
    .from('orders')
    .update({ status: 'failed', failure_reason: reason })
    .eq('id', orderId)
    .eq('status', 'pending');
  if (error) console.error(`[payments] could not mark order ${orderId} failed`, error);
}
