/**
 * Payments with Stripe: create-payment and payment-webhook run in a functions host of their own
 * whose environment turns Stripe on (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET) and points the
 * `stripe` SDK at the local stand-in (STRIPE_API_HOST/PORT/PROTOCOL) — never at the internet.
 * Same database, auth and mail catcher as the rest of the suite.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsHost, type RunningFunctionsHost } from '../../tools/local-stack/functions-host/server.ts';
import { stackValues, waitForMail } from '../../tools/local-stack/testing.ts';
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripe-stand-in/server.ts';
import {
  confirmationMails,
  makeProduct,
  type MadeProduct,
  orderById,
  ordersOf,
  productStock,
  present,
  service,
  sleep,
  variantStock,
  withdrawMadeProducts,
} from './payments-fixtures.ts';
import { type Actor, signedInActor } from './support/clients.ts';
import { euros } from './support/money.ts';
import { functionEnvironment } from './support/functions.ts';

const SECRET_KEY = 'sk_test_pitwall_stand_in';
const WEBHOOK_SECRET = 'whsec_pitwall_test_secret';
const FUNCTIONS_DIR = new URL('../functions', import.meta.url).pathname;

let standIn: StripeStandIn;
let host: RunningFunctionsHost;
let base: string;
// Only used to sign test events the way Stripe does; it never makes a request.
const stripe = new Stripe(SECRET_KEY);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  const stack = stackValues();
  host = await startFunctionsHost({
    functionsDir: FUNCTIONS_DIR,
    jwtSecret: stack.jwtSecret,
    env: functionEnvironment({
      SITE_URL: 'https://tienda.pitwall.test',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...standIn.env,
    }),
  });
  base = `http://127.0.0.1:${host.port}`;
});

afterAll(async () => {
  await withdrawMadeProducts();
  await host?.close();
  await standIn?.close();
});

async function accessToken(actor: Actor): Promise<string> {
  const { data } = await actor.client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

async function createPayment(actor: Actor | null, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const { anonKey } = stackValues();
  const token = actor ? await accessToken(actor) : anonKey;
  const response = await fetch(`${base}/create-payment`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function postEvent(payload: string, signature: string | null): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${base}/payment-webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature === null ? {} : { 'Stripe-Signature': signature }) },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function signed(event: unknown, secret = WEBHOOK_SECRET): { payload: string; signature: string } {
  const payload = JSON.stringify(event);
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

describe('create-payment with Stripe', () => {
  let buyer: Actor;
  let shirt: MadeProduct;
  let ticket: MadeProduct;

  beforeAll(async () => {
    buyer = await signedInActor('stripe');
    shirt = await makeProduct({ title: 'Camiseta Stripe', price: 29.9, shipping: 4.95, variants: [{ name: 'Talla M', stock: 8 }] });
    ticket = await makeProduct({
      title: 'Entrada Stripe',
      price: 189,
      category: 'tickets',
      variants: [{ name: 'Tribuna Principal', adjustment: 310, stock: 4 }],
    });
  });

  it('opens a Checkout session through the SDK with the amounts of the database', async () => {
    const before = standIn.requests.length;
    const result = await createPayment(buyer, {
      items: [
        { id: shirt.id, variant_id: shirt.variant(0), quantity: 2, title: 'x', description: null, price: 0.5 },
        { id: ticket.id, variant_id: ticket.variant(0), quantity: 1, title: 'x', description: null, price: 1 },
      ],
    });
    expect(result.status).toBe(200);
    const { url, order_id, session_id } = result.body as { url: string; order_id: string; session_id: string };
    expect(session_id).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${session_id}`);

    const order = await orderById(order_id);
    expect(order).toMatchObject({
      status: 'pending',
      payment_provider: 'stripe',
      payment_session_id: session_id,
      subtotal_cents: 2 * 2990 + 49900,
      shipping_cents: 495,
      total_cents: 2 * 2990 + 49900 + 495,
    });

    const calls = standIn.requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions');
    expect(calls).toHaveLength(1);
    const call = present(calls[0], 'the session request');
    expect(call.method).toBe('POST');
    expect(call.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(call.headers['idempotency-key']).toBe(`checkout-session-${order_id}`);
    expect(call.form).toMatchObject({
      mode: 'payment',
      payment_method_types: ['card'],
      customer_email: buyer.user.email,
      client_reference_id: order_id,
      metadata: { order_id },
      payment_intent_data: { metadata: { order_id } },
      locale: 'es',
      success_url: 'https://tienda.pitwall.test/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `https://tienda.pitwall.test/payment-canceled?order=${order_id}`,
    });
    // The session lives 31 minutes; the order holds its units for that and 5 minutes more.
    const expiresAt = Number(call.form.expires_at);
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(30 * 60);
    expect(expiresAt - Date.now() / 1000).toBeLessThanOrEqual(31 * 60);
    expect(new Date(present(order.stock_held_until, 'the hold')).getTime()).toBe((expiresAt + 5 * 60) * 1000);
    const session = present(standIn.sessions.get(session_id), 'stand-in session');
    expect(session.line_items_received.map(({ name, unit_amount, quantity, currency }) => ({ name, unit_amount, quantity, currency }))).toEqual([
      { name: 'Camiseta Stripe (Talla M)', unit_amount: 2990, quantity: 2, currency: 'eur' },
      { name: 'Entrada Stripe (Tribuna Principal)', unit_amount: 49900, quantity: 1, currency: 'eur' },
      { name: 'Gastos de envío', unit_amount: 495, quantity: 1, currency: 'eur' },
    ]);
    expect(session.amount_total).toBe(order.total_cents);
  });

  it('refuses carts exactly as without Stripe, before calling Stripe', async () => {
    const before = standIn.requests.length;
    const over = await createPayment(buyer, { items: [{ id: ticket.id, variant_id: ticket.variant(0), quantity: 5 }] });
    // One of the 4 is held by the order of the test above, whose session is still open.
    expect(over).toEqual({
      status: 409,
      body: {
        error:
          'Solo quedan 3 unidades disponibles de Entrada Stripe — Tribuna Principal (las demás están reservadas por otros compradores que están pagando).',
      },
    });
    const visitor = await createPayment(null, { items: [{ id: ticket.id, variant_id: ticket.variant(0), quantity: 1 }] });
    expect(visitor).toEqual({ status: 401, body: { error: 'Debes iniciar sesión para pagar' } });
    expect(standIn.requests.length).toBe(before);
  });

  it('answers 502 and fails the order when Stripe refuses the session', async () => {
    const refused = await signedInActor('stripe-caido');
    standIn.failNext({ status: 400, type: 'invalid_request_error', message: 'Invalid currency: eur' }, '/v1/checkout/sessions');
    const result = await createPayment(refused, { items: [{ id: shirt.id, variant_id: shirt.variant(0), quantity: 1 }] });
    expect(result).toEqual({ status: 502, body: { error: 'No se pudo iniciar el pago con tarjeta. Inténtalo de nuevo en unos minutos.' } });
    const orders = await ordersOf(refused.user.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'failed', payment_session_id: null, failure_reason: 'No se pudo abrir la sesión de pago con Stripe.' });
  });

  it('keeps the sandbox closed while Stripe is configured', async () => {
    const response = await fetch(`${base}/payment-sandbox?session=cs_sandbox_${'a'.repeat(32)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Pasarela de pruebas no disponible');
  });
});

describe('payment-webhook', () => {
  let buyer: Actor;
  let cap: MadeProduct;

  beforeAll(async () => {
    buyer = await signedInActor('webhook');
    cap = await makeProduct({ title: 'Gorra webhook', price: 24, shipping: 3.95, stock: 10 });
  });

  async function paidSession(actor: Actor, product: MadeProduct, quantity = 1) {
    const result = await createPayment(actor, { items: [{ id: product.id, variant_id: product.variants[0]?.id ?? null, quantity }] });
    expect(result.status).toBe(200);
    const session = standIn.completeSession(result.body.session_id as string);
    return { orderId: result.body.order_id as string, session, event: standIn.event('checkout.session.completed', session) };
  }

  it('refuses events without a valid Stripe signature and changes nothing', async () => {
    const { orderId, event } = await paidSession(buyer, cap, 2);
    const { payload, signature } = signed(event);

    expect((await postEvent(payload, null)).status).toBe(400);
    const bad = await postEvent(payload, 't=1700000000,v1=' + 'ab'.repeat(32));
    expect(bad).toEqual({ status: 400, body: { error: 'La firma del evento de Stripe no es válida.' } });
    const otherSecret = signed(event, 'whsec_someone_else');
    expect((await postEvent(otherSecret.payload, otherSecret.signature)).status).toBe(400);
    // A genuine signature over different bytes (a tampered body) is refused too.
    expect((await postEvent(payload.replace('"paid"', '"paid" '), signature)).status).toBe(400);

    expect((await orderById(orderId)).status).toBe('pending');
    expect(await productStock(cap.id)).toBe(10);
  });

  it('marks the order paid on checkout.session.completed, takes the stock and mails the buyer; replays change nothing', async () => {
    const stockBefore = await productStock(cap.id);
    const { orderId, session, event } = await paidSession(buyer, cap, 3);
    const { payload, signature } = signed(event);

    const first = await postEvent(payload, signature);
    expect(first).toEqual({ status: 200, body: { received: true, order_id: orderId, status: 'paid' } });
    const order = await orderById(orderId);
    expect(order).toMatchObject({ status: 'paid', payment_intent_id: session.payment_intent });
    expect(await productStock(cap.id)).toBe(stockBefore - 3);
    const number = (await orderById(orderId)).reference;
    const mail = await waitForMail(buyer.user.email, number);
    expect(mail.text).toContain('3 × Gorra webhook');
    expect(mail.text).toContain(`Total pagado: ${euros(75.95)}`);

    // Stripe retries and duplicates: same event, and a fresh event for the same session.
    expect((await postEvent(payload, signature)).status).toBe(200);
    const again = signed(standIn.event('checkout.session.completed', session));
    expect((await postEvent(again.payload, again.signature)).body).toMatchObject({ status: 'paid' });
    expect(await orderById(orderId)).toMatchObject({ status: 'paid', paid_at: order.paid_at });
    expect(await productStock(cap.id)).toBe(stockBefore - 3);
    await sleep(500);
    expect((await confirmationMails(buyer.user.email)).filter((m) => m.subject.includes(number))).toHaveLength(1);
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([]);
  });

  it('cancels the order when the session expires, without touching stock', async () => {
    const stockBefore = await productStock(cap.id);
    const result = await createPayment(buyer, { items: [{ id: cap.id, variant_id: null, quantity: 1 }] });
    const session = present(standIn.sessions.get(result.body.session_id as string), 'stand-in session');
    session.status = 'expired';
    const { payload, signature } = signed(standIn.event('checkout.session.expired', session));
    const answer = await postEvent(payload, signature);
    expect(answer).toEqual({ status: 200, body: { received: true, order_id: result.body.order_id, status: 'canceled' } });
    expect((await orderById(result.body.order_id as string)).canceled_at).not.toBeNull();
    expect(await productStock(cap.id)).toBe(stockBefore);
  });

  it('waits for delayed payment methods instead of confirming an unpaid session', async () => {
    const result = await createPayment(buyer, { items: [{ id: cap.id, variant_id: null, quantity: 1 }] });
    const session = { ...present(standIn.sessions.get(result.body.session_id as string), 'stand-in session'), status: 'complete', payment_status: 'unpaid' };
    const { payload, signature } = signed(standIn.event('checkout.session.completed', session));
    expect((await postEvent(payload, signature)).body).toEqual({ received: true, status: 'awaiting_payment' });
    expect((await orderById(result.body.order_id as string)).status).toBe('pending');
  });

  it('acknowledges events it does not handle and sessions that are not ours', async () => {
    const other = signed(standIn.event('payment_intent.created', { id: 'pi_x', object: 'payment_intent' }));
    expect((await postEvent(other.payload, other.signature)).body).toEqual({ received: true, ignored: 'payment_intent.created' });
    const foreign = signed(
      standIn.event('checkout.session.completed', { id: 'cs_test_not_ours', object: 'checkout.session', payment_status: 'paid', payment_intent: 'pi_y', client_reference_id: null }),
    );
    expect((await postEvent(foreign.payload, foreign.signature)).body).toEqual({ received: true, ignored: 'unknown session' });
  });

  it('holds the last unit for one of three concurrent buyers: the other two are told before paying, nobody is refunded', async () => {
    const last = await makeProduct({ title: 'Camiseta de la carrera de pagos', price: 35, variants: [{ name: 'Talla M', stock: 1 }] });
    const buyers = await Promise.all(['stripe-ana', 'stripe-bruno', 'stripe-carla'].map((name) => signedInActor(name)));
    const before = standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length;
    const answers = await Promise.all(buyers.map((actor) => createPayment(actor, { items: [{ id: last.id, variant_id: last.variant(0), quantity: 1 }] })));

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const told of answers.filter((a) => a.status === 409)) {
      expect(told.body.error).toBe(
        'Las últimas unidades de Camiseta de la carrera de pagos — Talla M están reservadas por otros compradores que están pagando. ' +
          'Si no completan el pago, volverán a estar disponibles en menos de una hora. No se te ha cobrado nada.',
      );
    }
    // Only the holder reached Stripe: the others never saw a payment page.
    expect(standIn.requests.filter((r) => r.path === '/v1/checkout/sessions').length - before).toBe(1);
    const holder = present(answers.find((a) => a.status === 200), 'the holder');
    const session = standIn.completeSession(holder.body.session_id as string);
    const { payload, signature } = signed(standIn.event('checkout.session.completed', session));
    expect((await postEvent(payload, signature)).body).toMatchObject({ status: 'paid' });
    expect(await variantStock(last.variant(0))).toBe(0);
    expect(standIn.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([]);
    for (const actor of buyers) {
      const orders = await ordersOf(actor.user.id);
      expect(orders.map((o) => o.status)).toEqual(orders.length ? ['paid'] : []);
    }
  });

  it('gives a unit back when the session expires or the buyer closes it, and refunds a payment whose hold lapsed', async () => {
    const last = await makeProduct({ title: 'Entrada Stripe última', price: 95, category: 'tickets', variants: [{ name: 'Tribuna N', stock: 1 }] });
    const [ana, bruno, carla] = [await signedInActor('stripe-ana2'), await signedInActor('stripe-bruno2'), await signedInActor('stripe-carla2')];
    const item = { items: [{ id: last.id, variant_id: last.variant(0), quantity: 1 }] };

    // Ana holds the unit; Stripe expires her session: the unit is Bruno's to hold.
    const first = await createPayment(ana, item);
    expect(first.status).toBe(200);
    expect((await createPayment(bruno, item)).status).toBe(409);
    const expired = present(standIn.sessions.get(first.body.session_id as string), 'stand-in session');
    expired.status = 'expired';
    const event = signed(standIn.event('checkout.session.expired', expired));
    expect((await postEvent(event.payload, event.signature)).body).toMatchObject({ status: 'canceled' });

    // Bruno holds it and comes back with 'Volver': cancel-payment closes his session at Stripe.
    const second = await createPayment(bruno, item);
    expect(second.status).toBe(200);
    const closed = await fetch(`${base}/cancel-payment`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken(bruno)}`, apikey: stackValues().anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: second.body.order_id }),
    });
    expect({ status: closed.status, body: await closed.json() }).toEqual({ status: 200, body: { status: 'canceled' } });
    expect(present(standIn.sessions.get(second.body.session_id as string), 'stand-in session').status).toBe('expired');
    // Someone else's order cannot be closed.
    const foreign = await fetch(`${base}/cancel-payment`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await accessToken(ana)}`, apikey: stackValues().anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: second.body.order_id }),
    });
    expect(foreign.status).toBe(404);

    // Carla holds it; her hold lapses (a webhook days late) and Ana buys the unit meanwhile:
    // Carla's late payment fails and is refunded once.
    const third = await createPayment(carla, item);
    expect(third.status).toBe(200);
    const { error } = await service.from('orders').update({ stock_held_until: new Date(Date.now() - 1000).toISOString() }).eq('id', third.body.order_id as string);
    expect(error).toBeNull();
    const fourth = await createPayment(ana, item);
    expect(fourth.status).toBe(200);
    const anaPaid = signed(standIn.event('checkout.session.completed', standIn.completeSession(fourth.body.session_id as string)));
    expect((await postEvent(anaPaid.payload, anaPaid.signature)).body).toMatchObject({ status: 'paid' });
    const carlaSession = standIn.completeSession(third.body.session_id as string);
    const carlaPaid = signed(standIn.event('checkout.session.completed', carlaSession));
    expect((await postEvent(carlaPaid.payload, carlaPaid.signature)).body).toMatchObject({ status: 'failed', refunded: true });
    expect(await orderById(third.body.order_id as string)).toMatchObject({
      status: 'failed',
      failure_reason: 'Stock insuficiente para "Entrada Stripe última — Tribuna N".',
    });
    const retry = await postEvent(carlaPaid.payload, carlaPaid.signature);
    expect(retry.body).toMatchObject({ status: 'failed', refunded: true });
    expect(standIn.refunds.filter((r) => r.payment_intent === carlaSession.payment_intent)).toHaveLength(1);
    expect(await variantStock(last.variant(0))).toBe(0);
  });
});
