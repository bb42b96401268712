/**
 * Promised mails survive what fails (the mail outbox, migration 20261202090000_mail_outbox.sql):
 * a functions host killed between claiming a mail and sending it, and a mail server that does not
 * answer for a minute (its process paused with SIGSTOP), delay mails and never lose or double them.
 * Processes are stopped by pid, from the test stack's children.json; the stack's sweep (every 2 s
 * in the test profile, a 25 s lease) sends what is left.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { anonClient, mailsTo, stackChildPid, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import {
  confirmationMails,
  createPayment,
  makeProduct,
  openSandbox,
  orderById,
  pressSandbox,
  service,
  sleep,
  withdrawMadeProducts,
} from './payments-fixtures.ts';
import { type Actor, signedInActor } from './support/clients.ts';
import { callFunction } from './support/functions.ts';

afterAll(withdrawMadeProducts);

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

async function outboxRow(kind: string, refId: string) {
  const { data, error } = await service.from('mail_outbox').select('*').eq('kind', kind).eq('ref_id', refId).maybeSingle();
  if (error) throw new Error(error.message);
  return data as { id: string; claimed_until: string | null; sent_at: string | null; attempts: number } | null;
}

/** Pauses the mail catcher (SMTP accepts connections and never answers) until the returned resume(). */
function pauseSmtp(): () => void {
  const pid = stackChildPid('maildev');
  process.kill(pid, 'SIGSTOP');
  let resumed = false;
  return () => {
    if (!resumed) process.kill(pid, 'SIGCONT');
    resumed = true;
  };
}

async function startPaidCheckout(buyer: Actor, price: number) {
  const product = await makeProduct({ title: `Gorra del buzón ${price}`, price, stock: 5 });
  const payment = await createPayment(buyer.client, { items: [{ id: product.id, variant_id: null, quantity: 1 }] });
  expect(payment.status).toBe(200);
  const { url, order_id } = payment.body as { url: string; order_id: string };
  const page = await openSandbox(url);
  return { orderId: order_id, confirm: () => pressSandbox(url, { session: page.session, token: page.token, action: 'confirm' }) };
}

describe('the mail outbox', () => {
  it('a functions host killed between claim and send: the order mail arrives once after it is back', { timeout: 120_000 }, async () => {
    const buyer = await signedInActor('buzon');
    const checkout = await startPaidCheckout(buyer, 21);
    const resume = pauseSmtp();
    try {
      const pressing = checkout.confirm().catch(() => null);
      // Paid, and the sender holds the mail while it waits for the mail server.
      await until('the claim', async () => (await outboxRow('order_confirmation', checkout.orderId))?.claimed_until != null);
      process.kill(stackChildPid('functions'), 'SIGKILL');
      await pressing;
    } finally {
      resume();
    }
    const order = await orderById(checkout.orderId);
    expect(order.status).toBe('paid');
    expect(order.confirmation_email_sent_at).toBeNull(); // stamped only once the mail has gone

    await waitForMail(buyer.user.email, 'Confirmación de tu pedido', 60_000);
    await sleep(5_000); // several sweeps later: still one
    expect(await confirmationMails(buyer.user.email)).toHaveLength(1);
    expect((await orderById(checkout.orderId)).confirmation_email_sent_at).not.toBeNull();
    expect((await outboxRow('order_confirmation', checkout.orderId))?.sent_at).not.toBeNull();
  });

  it('SMTP down for a minute: every lead and order mail arrives once after it returns', { timeout: 240_000 }, async () => {
    const marker = randomUUID().slice(0, 8);
    const buyer = await signedInActor('caida');
    const checkout = await startPaidCheckout(buyer, 22);
    const admin = await signedInActor('buzon-admin', { admin: true });
    const visitor = anonClient();
    const emails = {
      manifesto: uniqueEmail('manifiesto'),
      sheet: uniqueEmail('ficha'),
      blog: uniqueEmail('blog'),
      press: uniqueEmail('prensa'),
      contact: uniqueEmail('contacto'),
    };
    const manifestoId = randomUUID();
    const pressId = randomUUID();
    expect((await visitor.from('manifesto_downloads').insert({ id: manifestoId, nombre: 'Laura', email: emails.manifesto })).error).toBeNull();
    expect((await visitor.from('blog_subscribers').insert({ email: emails.blog })).error).toBeNull();
    expect(
      (
        await visitor.from('press_contacts').insert({
          id: pressId,
          nombre: `Periodista ${marker}`,
          medio: 'Radio Costa',
          email: emails.press,
          tipo_solicitud: 'entrevista',
          mensaje: 'Nos gustaría entrevistar a la fundadora.',
        })
      ).error,
    ).toBeNull();
    const sheet = await callFunction('insert-product-sheet-request', {
      nombre: 'Carlos Vidal',
      email: emails.sheet,
      telefono: '600111222',
      puesto: 'CEO',
      tamanoEquipo: '51-100 empleados',
      formatoProducto: 'demoday',
    });
    expect(sheet.status).toBe(201);

    const resume = pauseSmtp();
    const downAt = Date.now();
    try {
      const answers = await Promise.all([
        callFunction('send-manifesto-email', { id: manifestoId }),
        callFunction('send-product-sheet-email', { id: (sheet.body.data as { id: string }).id }),
        callFunction('send-blog-subscription-confirmation', { email: emails.blog }),
        callFunction('send-press-contact-notification', { id: pressId }),
        callFunction('send-contact-notification', {
          nombre: `Contacto ${marker}`,
          empresa: 'Acme',
          email: emails.contact,
          telefono: '600123123',
          puesto: 'CEO',
          mensaje: 'El correo está caído, pero mi mensaje llega igual.',
        }),
      ]);
      // What the visitor is told ('¡Manifiesto enviado!'…) is true: the mail waits in the outbox.
      for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { success: true } });
      const paid = await checkout.confirm();
      expect(paid.status).toBe(303);
      expect(paid.location).toContain('/payment-success?session_id=');

      // The staff see what has not gone.
      const { data: unsent, error } = await admin.client.rpc('admin_unsent_mails', { p_minutes: 0 });
      expect(error).toBeNull();
      const kinds = (unsent as Array<{ kind: string; recipient: string }>)
        .filter((row) => Object.values(emails).includes(row.recipient) || row.recipient === buyer.user.email)
        .map((row) => row.kind)
        .sort();
      expect(kinds).toEqual(['blog_welcome', 'manifesto', 'order_confirmation', 'product_sheet']);

      await sleep(Math.max(0, 60_000 - (Date.now() - downAt)));
    } finally {
      resume();
    }

    await Promise.all([
      waitForMail(emails.manifesto, 'Manifiesto', 120_000),
      waitForMail(emails.sheet, 'Ficha de', 120_000),
      waitForMail(emails.blog, 'Bienvenido al blog', 120_000),
      waitForMail(buyer.user.email, 'Confirmación de tu pedido', 120_000),
      until('the press notification', async () => (await mailsTo('prensa@pitwall.local')).some((m) => m.html.includes(`Periodista ${marker}`)), 120_000),
      until('the contact notification', async () => (await mailsTo('hola@pitwall.local')).some((m) => m.html.includes(`Contacto ${marker}`)), 120_000),
    ]);
    await sleep(5_000);
    for (const [email, subject] of [
      [emails.manifesto, 'Manifiesto'],
      [emails.sheet, 'Ficha de'],
      [emails.blog, 'Bienvenido al blog'],
      [buyer.user.email, 'Confirmación de tu pedido'],
    ] as const) {
      expect((await mailsTo(email)).filter((mail) => mail.subject.includes(subject)), email).toHaveLength(1);
    }
    expect((await mailsTo('prensa@pitwall.local')).filter((m) => m.html.includes(`Periodista ${marker}`))).toHaveLength(1);
    expect((await mailsTo('hola@pitwall.local')).filter((m) => m.html.includes(`Contacto ${marker}`))).toHaveLength(1);
    const { data: stamped } = await service.from('manifesto_downloads').select('email_sent_at').eq('id', manifestoId).single();
    expect(stamped?.email_sent_at).not.toBeNull();
  });
});
