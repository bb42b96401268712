/**
 * Shared fixtures of the payment tests: catalogue rows made for one test, buyers, and the calls a
 * browser makes (create-payment through supabase-js, the sandbox page and its form posts).
 */
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { mailsTo, serviceClient } from '../../tools/local-stack/testing.ts';
import type { OrderItemRow } from '../functions/_shared/payments-model.ts';

export const service = serviceClient();

export interface VariantSpec {
  name: string;
  adjustment?: number;
  stock: number;
  active?: boolean;
}

export interface ProductSpec {
  title?: string;
  price: number;
  category?: 'tickets' | 'merchandising' | 'digital';
  shipping?: number;
  stock?: number;
  active?: boolean;
  variants?: VariantSpec[];
}

export interface MadeProduct {
  id: string;
  title: string;
  variants: Array<{ id: string; name: string }>;
  /** The id of the index-th variant given in the spec. */
  variant(index: number): string;
}

const madeProducts: string[] = [];

/**
 * Takes the products made by this file's tests off the shop (they stay for the orders that name
 * them), so later test files see the seeded catalogue only.
 */
export async function withdrawMadeProducts(): Promise<void> {
  if (madeProducts.length === 0) return;
  const { error } = await service.from('products').update({ is_active: false }).in('id', madeProducts);
  if (error) throw new Error(`withdrawing test products: ${error.message}`);
  madeProducts.length = 0;
}

/** A product (and its variants) of its own, so tests never depend on the seed or on each other. */
export async function makeProduct(spec: ProductSpec): Promise<MadeProduct> {
  const id = randomUUID();
  madeProducts.push(id);
  const title = spec.title ?? `Producto de pago ${id.slice(0, 8)}`;
  const hasVariants = (spec.variants?.length ?? 0) > 0;
  const { error } = await service.from('products').insert({
    id,
    title,
    price: spec.price,
    category: spec.category ?? 'merchandising',
    shipping_cost: spec.shipping ?? 0,
    has_variants: hasVariants,
    is_active: spec.active ?? true,
    stock: hasVariants ? 0 : (spec.stock ?? 10),
    sort_order: 9000,
  });
  if (error) throw new Error(`product insert: ${error.message}`);
  const variants: MadeProduct['variants'] = [];
  for (const v of spec.variants ?? []) {
    const variantId = randomUUID();
    const { error: variantError } = await service.from('product_variants').insert({
      id: variantId,
      product_id: id,
      variant_name: v.name,
      price_adjustment: v.adjustment ?? 0,
      stock: v.stock,
      is_active: v.active ?? true,
    });
    if (variantError) throw new Error(`variant insert: ${variantError.message}`);
    variants.push({ id: variantId, name: v.name });
  }
  return {
    id,
    title,
    variants,
    variant(index) {
      const found = variants[index];
      if (!found) throw new Error(`${title} has no variant #${index}`);
      return found.id;
    },
  };
}

export async function productStock(id: string): Promise<number> {
  const { data, error } = await service.from('products').select('stock').eq('id', id).single();
  if (error) throw new Error(error.message);
  return (data as { stock: number }).stock;
}

export async function variantStock(id: string): Promise<number> {
  const { data, error } = await service.from('product_variants').select('stock').eq('id', id).single();
  if (error) throw new Error(error.message);
  return (data as { stock: number }).stock;
}

export interface OrderRecord {
  id: string;
  number: number;
  /** PW-000123. */
  reference: string;
  user_id: string;
  email: string;
  status: 'pending' | 'paid' | 'canceled' | 'failed';
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  payment_provider: string;
  payment_session_id: string | null;
  /** While pending and in the future, the order's units are held for it (Stripe). */
  stock_held_until: string | null;
  payment_intent_id: string | null;
  failure_reason: string | null;
  paid_at: string | null;
  canceled_at: string | null;
  confirmation_email_sent_at: string | null;
  /** The test orders' products are never deleted while they are read. */
  order_items: Array<OrderItemRow & { product_id: string }>;
}

export async function ordersOf(userId: string): Promise<OrderRecord[]> {
  const { data, error } = await service.from('orders').select('*, order_items(*)').eq('user_id', userId).order('created_at');
  if (error) throw new Error(error.message);
  return data as OrderRecord[];
}

export async function orderById(id: string): Promise<OrderRecord> {
  const { data, error } = await service.from('orders').select('*, order_items(*)').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data as OrderRecord;
}

export interface CartLine {
  id: string;
  variant_id: string | null;
  quantity: number;
  title?: string;
  description?: string | null;
  price?: number;
}

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
}

/** create-payment as the shop calls it: supabase-js functions.invoke with the client's session. */
export async function createPayment(client: SupabaseClient, body: unknown): Promise<CallResult> {
  const { data, error } = await client.functions.invoke('create-payment', { body: body as Record<string, unknown> });
  if (!error) return { status: 200, body: data as Record<string, unknown> };
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  throw error;
}

export interface SandboxPage {
  status: number;
  html: string;
  session: string;
  token: string;
}

export async function openSandbox(url: string): Promise<SandboxPage> {
  const response = await fetch(url, { redirect: 'manual' });
  const html = await response.text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  return { status: response.status, html, session: field('session'), token: field('token') };
}

export interface SandboxAnswer {
  status: number;
  location: string | null;
  html: string;
}

/** A press of 'Confirmar pago' or 'Cancelar': the form post the page makes. */
export async function pressSandbox(url: string, fields: { session: string; token: string; action: string }): Promise<SandboxAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

export async function confirmationMails(email: string) {
  return (await mailsTo(email)).filter((mail) => mail.subject.includes('Confirmación de tu pedido'));
}

/** The element a test knows is there (fails the test with a clear message otherwise). */
export function present<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`expected ${what}`);
  return value;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
