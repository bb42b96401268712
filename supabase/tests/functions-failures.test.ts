/**
 * What the functions do when the mail server is down (handlers called in-process with the host's
 * environment, SMTP pointed at a closed port): a lead is still stored, its mail waits in the outbox
 * and the stack's sweep (SMTP working) sends it, and the answer says what happened.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, mailsTo, serviceClient, stackValues, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { handler as createPayment } from '../functions/create-payment/handler.ts';
import { handler as contact } from '../functions/send-contact-notification/handler.ts';
import { handler as manifesto } from '../functions/send-manifesto-email/handler.ts';
import { signedInActor } from './support/clients.ts';
import { freePort } from '../../tools/local-stack/lib/processes.ts';
import { postRequest, useFunctionEnv } from './support/functions.ts';

const service = serviceClient();
let closedPort = 0;

async function call(handler: (req: Request) => Promise<Response>, body: unknown) {
  const response = await handler(postRequest(body, stackValues().anonKey));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  closedPort = await freePort();
});

describe('with the mail server down', () => {
  it('send-contact-notification keeps the lead and reports it was not notified', async () => {
    useFunctionEnv({ SMTP_PORT: String(closedPort) });
    const email = uniqueEmail('sin-correo');
    const answer = await call(contact, {
      nombre: 'Ana Caída',
      empresa: 'Acme',
      email,
      telefono: '600123123',
      puesto: 'CEO',
      mensaje: 'El servidor de correo está caído, pero mi mensaje no se pierde.',
    });
    expect(answer).toMatchObject({ status: 200, body: { success: true, notified: false } });
    const { data } = await service.from('contact_messages').select('notified_at').eq('email', email).single();
    expect(data).toEqual({ notified_at: null });
  });

  it('send-manifesto-email answers success and the outbox sends the manifesto once the mail server answers', async () => {
    const email = uniqueEmail('reintento');
    const id = randomUUID();
    expect((await anonClient().from('manifesto_downloads').insert({ id, nombre: 'Laura', email })).error).toBeNull();

    useFunctionEnv({ SMTP_PORT: String(closedPort) });
    expect(await call(manifesto, { id })).toMatchObject({ status: 200, body: { success: true, queued: true } });
    const { data } = await service.from('manifesto_downloads').select('email_sent_at').eq('email', email).single();
    expect(data).toEqual({ email_sent_at: null });
    expect(await mailsTo(email)).toEqual([]);

    useFunctionEnv();
    // A second call does not promise a second mail.
    expect(await call(manifesto, { id })).toMatchObject({ status: 409 });
    await waitForMail(email, 'Manifiesto', 30_000);
    const { data: sent } = await service.from('manifesto_downloads').select('email_sent_at').eq('email', email).single();
    expect(sent?.email_sent_at).not.toBeNull();
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('with the auth service or the database down', () => {
  it('create-payment answers 503 with a Spanish "try again in a few minutes", never "sign in"', async () => {
    const buyer = await signedInActor('caida-auth');
    const { data } = await buyer.client.auth.getSession();
    const token = data.session?.access_token as string;
    useFunctionEnv({ SUPABASE_URL: `http://127.0.0.1:${closedPort}` });
    try {
      const response = await createPayment(postRequest({ items: [{ id: randomUUID(), variant_id: null, quantity: 1 }] }, token));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'No podemos procesar pagos en este momento. Inténtalo de nuevo en unos minutos; no se te ha cobrado nada.',
      });
    } finally {
      useFunctionEnv();
    }
  });
});
