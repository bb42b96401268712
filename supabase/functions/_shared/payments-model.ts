/**
 * What an order looks like to the functions (rows of public.orders / order_items and the answer of
 * create_pending_order), and how its amounts and names are written for people.
 */
export type OrderStatus = 'pending' | 'paid' | 'canceled' | 'failed';
export type PaymentProvider = 'stripe' | 'sandbox';

export interface OrderRow {
  id: string;
  user_id: string | null;
  email: string;
  status: OrderStatus;
  currency: string;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  payment_provider: PaymentProvider;
  payment_session_id: string | null;
  payment_intent_id: string | null;
  failure_reason: string | null;
  paid_at: string | null;
  canceled_at: string | null;
  created_at: string;
  confirmation_email_sent_at: string | null;
}

export interface OrderItemRow {
  product_id: string | null;
  variant_id: string | null;
  product_title: string;
  variant_name: string | null;
  unit_price_cents: number;
  quantity: number;
  line_total_cents: number;
}

export interface OrderWithItems extends OrderRow {
  order_items: OrderItemRow[];
}

/** A line as create_pending_order() priced it. */
export interface PricedLine {
  product_id: string;
  variant_id: string | null;
  product_title: string;
  variant_name: string | null;
  category: 'tickets' | 'merchandising' | 'digital';
  unit_price_cents: number;
  quantity: number;
  shipping_cents: number;
}

export interface PendingOrder {
  id: string;
  email: string;
  currency: string;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  payment_provider: PaymentProvider;
  payment_session_id: string | null;
}

export type CreateOrderResult =
  | { ok: true; order: PendingOrder; items: PricedLine[] }
  | { ok: false; status: number; error: string };

/** Raised when no order belongs to the payment session (raise … using errcode 'P0002' in SQL). */
export class OrderNotFoundError extends Error {
  constructor(sessionId: string) {
    super(`No order for payment session ${sessionId}`);
    this.name = 'OrderNotFoundError';
  }
}

// ─── money and names ─────────────────────────────────────────────────────────────────────

/** '59,80 €': the site's one money formatter, shared with libs/ui. */
export { formatCents } from './contracts/money.ts';

/** The number the buyer sees in e-mails and on the payment page. */
export function orderNumber(orderId: string): string {
  return `PW-${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/** 'Camiseta (Talla M)' or 'Gorra'. */
export function lineName(line: { product_title: string; variant_name: string | null }): string {
  return line.variant_name ? `${line.product_title} (${line.variant_name})` : line.product_title;
}

// ─── sandbox sessions ────────────────────────────────────────────────────────────────────

/** Sandbox session ids look like Stripe's (cs_…) and are unguessable: 192 random bits. */
export const SANDBOX_SESSION_RE = /^cs_sandbox_[A-Za-z0-9_-]{32}$/;

export function newSandboxSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `cs_sandbox_${base64Url(bytes)}`;
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
