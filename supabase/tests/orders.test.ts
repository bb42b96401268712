/**
 * Orders: customers see only their own orders and lines, nobody writes them through the API, and
 * confirm_order_payment() marks an order paid while taking the stock in one transaction — the last
 * unit goes to exactly one of two concurrent buyers, replays change nothing.
 * Also the catalogue triggers the payment relies on (stock kept in step with variants, prices ≥ 0).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, stackValues } from '../../tools/local-stack/testing.ts';
import { type Actor, signedInActor } from './support/clients.ts';

const service = serviceClient();
let ana: Actor;
let bruno: Actor;
let admin: Actor;

interface TestProduct {
  productId: string;
  variantId: string | null;
}

/** Test products are removed at the end (their order lines keep the snapshot). */
const createdProducts: string[] = [];

async function product(stock: number, withVariant: boolean): Promise<TestProduct> {
  const productId = randomUUID();
  createdProducts.push(productId);
  const { error } = await service.from('products').insert({
    id: productId,
    title: `Producto pedido ${productId.slice(0, 6)}`,
    price: 25.5,
    category: 'merchandising',
    has_variants: withVariant,
    stock: withVariant ? 0 : stock,
  });
  if (error) throw new Error(error.message);
  if (!withVariant) return { productId, variantId: null };
  const variantId = randomUUID();
  const v = await service.from('product_variants').insert({ id: variantId, product_id: productId, variant_name: 'Talla M', stock });
  if (v.error) throw new Error(v.error.message);
  return { productId, variantId };
}

async function order(userId: string, lines: Array<TestProduct & { quantity: number }>): Promise<{ id: string; session: string }> {
  const id = randomUUID();
  const session = `cs_test_${randomUUID().replaceAll('-', '')}`;
  const { error } = await service.from('orders').insert({
    id,
    user_id: userId,
    email: 'cliente@example.com',
    subtotal_cents: lines.reduce((n, l) => n + 2550 * l.quantity, 0),
    shipping_cents: 495,
    payment_provider: 'sandbox',
    payment_session_id: session,
  });
  if (error) throw new Error(error.message);
  const items = await service.from('order_items').insert(
    lines.map((l) => ({
      order_id: id,
      product_id: l.productId,
      variant_id: l.variantId,
      product_title: 'Camiseta',
      variant_name: l.variantId ? 'Talla M' : null,
      unit_price_cents: 2550,
      quantity: l.quantity,
    })),
  );
  if (items.error) throw new Error(items.error.message);
  return { id, session };
}

async function stockOf(p: TestProduct): Promise<{ product: number; variant: number | null }> {
  const { data: prod } = await service.from('products').select('stock').eq('id', p.productId).single();
  const variant = p.variantId ? (await service.from('product_variants').select('stock').eq('id', p.variantId).single()).data?.stock : null;
  return { product: prod?.stock as number, variant: (variant as number | null) ?? null };
}

afterAll(async () => {
  await service.from('products').delete().in('id', createdProducts);
});

beforeAll(async () => {
  ana = await signedInActor('orders-ana');
  bruno = await signedInActor('orders-bruno');
  admin = await signedInActor('orders-admin', { admin: true });
});

describe('order visibility and writes', () => {
  let anaOrder = '';
  let brunoOrder = '';

  beforeAll(async () => {
    const p = await product(10, false);
    anaOrder = (await order(ana.user.id, [{ ...p, quantity: 1 }])).id;
    brunoOrder = (await order(bruno.user.id, [{ ...p, quantity: 2 }])).id;
  });

  it('a customer reads their own order with its lines, and nobody else\'s', async () => {
    const own = await ana.client.from('orders').select('id, status, total_cents, order_items(quantity, unit_price_cents, line_total_cents)').eq('id', anaOrder).single();
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ id: anaOrder, status: 'pending', total_cents: 2550 + 495, order_items: [{ quantity: 1, unit_price_cents: 2550, line_total_cents: 2550 }] });
    const other = await ana.client.from('orders').select('id').eq('id', brunoOrder);
    expect(other).toMatchObject({ data: [], error: null });
    const otherItems = await ana.client.from('order_items').select('id').eq('order_id', brunoOrder);
    expect(otherItems).toMatchObject({ data: [], error: null });
  });

  it('admins read every order', async () => {
    const { data } = await admin.client.from('orders').select('id').in('id', [anaOrder, brunoOrder]);
    expect(data).toHaveLength(2);
  });

  it('visitors read nothing', async () => {
    expect((await anonClient().from('orders').select('id')).error?.code).toBe('42501');
    expect((await anonClient().from('order_items').select('id')).error?.code).toBe('42501');
  });

  it('nobody creates, changes or deletes orders through the API (only the payment functions)', async () => {
    for (const actor of [ana, admin]) {
      const insert = await actor.client.from('orders').insert({
        user_id: actor.user.id,
        email: 'x@example.com',
        subtotal_cents: 1,
        payment_provider: 'sandbox',
      });
      expect(insert.error?.code).toBe('42501');
      const update = await actor.client.from('orders').update({ status: 'paid', paid_at: new Date().toISOString() }).eq('id', anaOrder);
      expect(update.error?.code).toBe('42501');
      const del = await actor.client.from('orders').delete().eq('id', anaOrder);
      expect(del.error?.code).toBe('42501');
      const item = await actor.client.from('order_items').update({ unit_price_cents: 1 }).eq('order_id', anaOrder);
      expect(item.error?.code).toBe('42501');
    }
    const { data } = await service.from('orders').select('status').eq('id', anaOrder).single();
    expect(data?.status).toBe('pending');
  });

  it('only the service role may confirm payments', async () => {
    for (const client of [anonClient(), ana.client, admin.client]) {
      const { error } = await client.rpc('confirm_order_payment', { p_payment_session_id: 'cs_whatever' });
      expect(error?.code).toBe('42501');
    }
  });

  it('refuses inconsistent amounts and states', async () => {
    const negative = await service.from('orders').insert({ email: 'x@example.com', subtotal_cents: -1, payment_provider: 'sandbox' });
    expect(negative.error?.code).toBe('23514');
    const paidWithoutDate = await service.from('orders').insert({ email: 'x@example.com', subtotal_cents: 1, payment_provider: 'sandbox', status: 'paid' });
    expect(paidWithoutDate.error?.code).toBe('23514');
    const badStatus = await service.from('orders').insert({ email: 'x@example.com', subtotal_cents: 1, payment_provider: 'sandbox', status: 'refunded' });
    expect(badStatus.error?.code).toBe('22P02');
  });
});

describe('confirm_order_payment', () => {
  it('marks the order paid and takes variant and product stock once; a replay changes nothing', async () => {
    const shirt = await product(5, true);
    const cap = await product(4, false);
    const o = await order(ana.user.id, [
      { ...shirt, quantity: 2 },
      { ...cap, quantity: 1 },
    ]);
    const first = await service.rpc('confirm_order_payment', { p_payment_session_id: o.session, p_payment_intent_id: 'pi_1' });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ status: 'paid', payment_intent_id: 'pi_1' });
    expect(first.data.paid_at).toBeTruthy();
    expect(await stockOf(shirt)).toEqual({ product: 3, variant: 3 });
    expect(await stockOf(cap)).toEqual({ product: 3, variant: null });

    const replay = await service.rpc('confirm_order_payment', { p_payment_session_id: o.session });
    expect(replay.data).toMatchObject({ status: 'paid' });
    expect(await stockOf(shirt)).toEqual({ product: 3, variant: 3 });
  });

  it('marks the order failed and takes nothing when any line lacks stock', async () => {
    const shirt = await product(5, true);
    const cap = await product(1, false);
    const o = await order(ana.user.id, [
      { ...shirt, quantity: 2 },
      { ...cap, quantity: 2 },
    ]);
    const { data, error } = await service.rpc('confirm_order_payment', { p_payment_session_id: o.session });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'failed' });
    expect(data.failure_reason).toContain('Stock insuficiente');
    expect(await stockOf(shirt)).toEqual({ product: 5, variant: 5 });
    expect(await stockOf(cap)).toEqual({ product: 1, variant: null });
  });

  it('answers a clear error for an unknown session', async () => {
    const { error } = await service.rpc('confirm_order_payment', { p_payment_session_id: 'cs_unknown' });
    expect(error?.message).toBe('No existe ningún pedido para la sesión de pago indicada.');
  });

  it('gives the last unit to exactly one of two overlapping confirmations', async () => {
    const last = await product(1, true);
    const a = await order(ana.user.id, [{ ...last, quantity: 1 }]);
    const b = await order(bruno.user.id, [{ ...last, quantity: 1 }]);
    const [c0, c1] = [new pg.Client({ connectionString: stackValues().dbUrl }), new pg.Client({ connectionString: stackValues().dbUrl })] as const;
    await Promise.all([c0.connect(), c1.connect()]);
    try {
      await c0.query('begin');
      await c1.query('begin');
      const first = await c0.query<{ status: string }>('select status from public.confirm_order_payment($1)', [a.session]);
      // The second confirmation now waits on the variant row the first one holds…
      const second = c1.query<{ status: string }>('select status from public.confirm_order_payment($1)', [b.session]);
      await new Promise((r) => setTimeout(r, 150));
      await c0.query('commit');
      // …and, once it commits, sees no stock left.
      const secondResult = await second;
      await c1.query('commit');
      expect(first.rows[0]?.status).toBe('paid');
      expect(secondResult.rows[0]?.status).toBe('failed');
    } finally {
      await Promise.all([c0.end(), c1.end()]);
    }
    expect(await stockOf(last)).toEqual({ product: 0, variant: 0 });
  });

  it('races through the API leave stock 0, one order paid and one failed', async () => {
    const last = await product(1, false);
    const orders = await Promise.all([order(ana.user.id, [{ ...last, quantity: 1 }]), order(bruno.user.id, [{ ...last, quantity: 1 }])]);
    const results = await Promise.all(orders.map((o) => service.rpc('confirm_order_payment', { p_payment_session_id: o.session })));
    expect(results.map((r) => r.data?.status).sort()).toEqual(['failed', 'paid']);
    expect(await stockOf(last)).toEqual({ product: 0, variant: null });
  });
});

describe('catalogue triggers', () => {
  it('keeps a product\'s stock equal to its active variants\' stock', async () => {
    const p = await product(4, true);
    const extra = randomUUID();
    await service.from('product_variants').insert({ id: extra, product_id: p.productId, variant_name: 'Talla L', stock: 6 });
    expect((await stockOf(p)).product).toBe(10);
    await service.from('product_variants').update({ is_active: false }).eq('id', extra);
    expect((await stockOf(p)).product).toBe(4);
    await service.from('products').update({ stock: 999 }).eq('id', p.productId);
    expect((await stockOf(p)).product).toBe(4); // the variants decide
    await service.from('product_variants').delete().eq('id', p.variantId as string);
    expect((await stockOf(p)).product).toBe(0);
  });

  it('refuses a variant (or a product price) that would make a price negative', async () => {
    const p = await product(1, true);
    const cheap = await service.from('product_variants').insert({ product_id: p.productId, variant_name: 'Regalo', price_adjustment: -30 });
    expect(cheap.error?.code).toBe('23514');
    expect(cheap.error?.message).toContain('no puede ser negativo');
    await service.from('product_variants').insert({ product_id: p.productId, variant_name: 'Descuento', price_adjustment: -20 });
    const lower = await service.from('products').update({ price: 10 }).eq('id', p.productId);
    expect(lower.error?.code).toBe('23514');
  });

  it('refuses negative stock and prices and unknown categories', async () => {
    for (const bad of [{ stock: -1 }, { price: -0.01 }, { category: 'ropa' }, { shipping_cost: -1 }]) {
      const { error } = await service.from('products').insert({ title: 'Malo', price: 1, category: 'digital', ...bad });
      expect(error?.code, JSON.stringify(bad)).toBe('23514');
    }
  });
});
