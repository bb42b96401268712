/**
 * What the functions do when the mail server is down (handlers called in-process with the host's
 * environment, SMTP pointed at a closed port): a lead is still stored, a claimed request is given
 * back so a retry can send it, and the answer says what happened.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, mailsTo, serviceClient, stackValues, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { handler as contact } from '../functions/send-contact-notification/handler.ts';
import { handler as manifesto } from '../functions/send-manifesto-email/handler.ts';
import { postRequest, useFunctionEnv } from './support/functions.ts';

const service = serviceClient();
let closedPort = 0;

/** A port nothing listens on: bind, read the number, close. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

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

  it('send-manifesto-email answers 502 and gives the request back, so a retry sends it', async () => {
    const email = uniqueEmail('reintento');
    const id = randomUUID();
    expect((await anonClient().from('manifesto_downloads').insert({ id, nombre: 'Laura', email })).error).toBeNull();

    useFunctionEnv({ SMTP_PORT: String(closedPort) });
    const failed = await call(manifesto, { id });
    expect(failed).toMatchObject({ status: 502, body: { error: 'No se pudo enviar el email. Inténtalo de nuevo más tarde.' } });
    const { data } = await service.from('manifesto_downloads').select('email_sent_at').eq('email', email).single();
    expect(data).toEqual({ email_sent_at: null });
    expect(await mailsTo(email)).toEqual([]);

    useFunctionEnv();
    expect(await call(manifesto, { id })).toMatchObject({ status: 200, body: { success: true } });
    await waitForMail(email, 'Manifiesto');
  });
});
