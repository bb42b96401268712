/**
 * The edge functions in the real Deno runtime, as Supabase Edge Functions run them: each entry
 * point (index.ts → Deno.serve) with supabase/functions/deno.json as its import map and npm:
 * packages from the registry. The rest of the suite runs the same handlers in Node through the
 * local functions host; this file proves the deployed shape — Deno's environment, supabase-js,
 * nodemailer and the Stripe SDK (fetch client, Web Crypto signatures) — against the test stack.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionEntries } from '../../tools/deno/deno.mjs';
import { serviceClient, stackValues, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { startStripeStandIn, type StripeStandIn } from '../../tools/stripe-stand-in/server.ts';
import { makeProduct, orderById, productStock, withdrawMadeProducts } from './payments-fixtures.ts';
import { type Actor, signedInActor } from './support/clients.ts';
import { type DenoFunction, serveWithDeno } from './support/deno.ts';
import { functionEnvironment } from './support/functions.ts';

const SECRET_KEY = 'sk_test_pitwall_deno';
const WEBHOOK_SECRET = 'whsec_pitwall_deno_secret';
const COMPANY_INBOX = 'hola@pitwall.local';
const entries = functionEntries();
const entry = (name: string) => entries.find((file) => file.endsWith(`/${name}/index.ts`)) as string;

async function post(fn: DenoFunction, body: string, headers: Record<string, string> = {}) {
  const { anonKey } = stackValues();
  const response = await fetch(fn.url, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

it('finds every function of supabase/functions', () => {
  expect(entries.map((file) => file.split('/').at(-2))).toEqual([
    'admin-bootstrap',
    'cancel-payment',
    'create-payment',
    'insert-product-sheet-request',
    'payment-sandbox',
    'payment-webhook',
    'security-event-logger',
    'send-blog-subscription-confirmation',
    'send-contact-notification',
    'send-manifesto-email',
    'send-music-download-email',
    'send-pending-mails',
    'send-press-contact-notification',
    'send-product-sheet-email',
    'verify-domain',
  ]);
});

it.each(entries.map((file) => [file.split('/').at(-2) as string, file]))(
  '%s starts under Deno and answers a CORS preflight like Supabase',
  async (_name, file) => {
    const fn = await serveWithDeno(file, functionEnvironment());
    try {
      const response = await fetch(fn.url, { method: 'OPTIONS' });
      await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-headers')).toContain('apikey');
    } finally {
      await fn.close();
    }
  },
  120_000,
);

describe('send-contact-notification under Deno', () => {
  let fn: DenoFunction;
  beforeAll(async () => {
    fn = await serveWithDeno(entry('send-contact-notification'), functionEnvironment());
  }, 120_000);
  afterAll(() => fn?.close());

  it('stores the lead and sends the Spanish notification over SMTP (nodemailer in Deno)', async () => {
    const email = uniqueEmail('deno');
    const nombre = `Lucía Deno ${Date.now()}`;
    const answer = await post(
      fn,
      JSON.stringify({ nombre, empresa: 'Acme Runtime', email, telefono: '+34 600 111 222', puesto: 'CEO', mensaje: 'Queremos una demo para 30 personas.' }),
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true, notified: true } });
    const { data } = await serviceClient().from('contact_messages').select('nombre, empresa, notified_at').eq('email', email);
    expect(data).toEqual([{ nombre, empresa: 'Acme Runtime', notified_at: expect.any(String) }]);
    const mail = await waitForMail(COMPANY_INBOX, nombre);
    expect(mail.subject).toBe(`Nuevo mensaje de ${nombre} (Acme Runtime)`);
  });

  it('refuses malformed JSON and invalid fields in Spanish, storing nothing', async () => {
    expect(await post(fn, '{"nombre": ')).toEqual({ status: 400, body: { error: 'JSON inválido' } });
    const email = uniqueEmail('deno-mal');
    const invalid = await post(fn, JSON.stringify({ nombre: 'A', empresa: 'Acme', email, telefono: '600111222', puesto: 'CEO', mensaje: 'Hola, una demo.' }));
    expect(invalid).toMatchObject({ status: 400, body: { error: 'El nombre debe tener al menos 2 caracteres.' } });
    const { data } = await serviceClient().from('contact_messages').select('id').eq('email', email);
    expect(data).toEqual([]);
  });
});

describe('card payment with Stripe under Deno', () => {
  let standIn: StripeStandIn;
  let createPayment: DenoFunction;
  let webhook: DenoFunction;
  let buyer: Actor;
  const signer = new Stripe(SECRET_KEY); // signs test events the way Stripe does; never calls out

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    const env = functionEnvironment({ STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, ...standIn.env });
    [createPayment, webhook] = await Promise.all([
      serveWithDeno(entry('create-payment'), env),
      serveWithDeno(entry('payment-webhook'), env),
    ]);
    buyer = await signedInActor('deno-stripe');
  }, 180_000);

  afterAll(async () => {
    await withdrawMadeProducts();
    await Promise.all([createPayment?.close(), webhook?.close()]);
    await standIn?.close();
  });

  it('opens a Checkout session priced by the database and confirms it from a signed webhook', async () => {
    const cap = await makeProduct({ title: 'Gorra Deno', price: 24, shipping: 3.95, stock: 6 });
    const { data } = await buyer.client.auth.getSession();
    const token = data.session?.access_token as string;

    const created = await post(createPayment, JSON.stringify({ items: [{ id: cap.id, variant_id: null, quantity: 2, price: 0.01 }] }), {
      authorization: `Bearer ${token}`,
    });
    expect(created.status).toBe(200);
    const { order_id: orderId, session_id: sessionId } = created.body as { order_id: string; session_id: string };
    expect(await orderById(orderId)).toMatchObject({ status: 'pending', payment_provider: 'stripe', total_cents: 2 * 2400 + 395 });

    const event = standIn.event('checkout.session.completed', standIn.completeSession(sessionId));
    const payload = JSON.stringify(event);
    const forged = await post(webhook, payload, { 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}` });
    expect(forged).toEqual({ status: 400, body: { error: 'La firma del evento de Stripe no es válida.' } });
    expect(await productStock(cap.id)).toBe(6);

    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const confirmed = await post(webhook, payload, { 'stripe-signature': signature });
    expect(confirmed).toEqual({ status: 200, body: { received: true, order_id: orderId, status: 'paid' } });
    expect(await productStock(cap.id)).toBe(4);
    const number = (await orderById(orderId)).reference;
    const mail = await waitForMail(buyer.user.email, number);
    expect(mail.text).toContain('2 × Gorra Deno');
  });
});
