/**
 * The press room's request: the browser stores it (with an id it chose), then
 * send-press-contact-notification mails the press inbox about that stored row — once, and never
 * for a request that is not stored. With the mail server down the request stays stored.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { anonClient, mailsTo, serviceClient, stackValues, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { handler } from '../functions/send-press-contact-notification/handler.ts';
import { callFunction, postRequest, useFunctionEnv } from './support/functions.ts';

const PRESS_INBOX = 'prensa@pitwall.local';
const service = serviceClient();
const visitor = anonClient();

function pressRequest() {
  return {
    id: randomUUID(),
    nombre: 'Marta Ruiz',
    medio: `Radio Prueba ${randomUUID().slice(0, 6)}`,
    email: uniqueEmail('periodista'),
    telefono: '931234567',
    tipo_solicitud: 'entrevista',
    mensaje: 'Queremos entrevistar a la fundadora para el magacín del domingo.',
  };
}

async function notifiedAt(id: string): Promise<string | null> {
  const { data, error } = await service.from('press_contacts').select('notified_at').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data.notified_at as string | null;
}

const inboxMailsAbout = async (medio: string) => (await mailsTo(PRESS_INBOX)).filter((mail) => mail.subject.includes(medio));

describe('send-press-contact-notification', () => {
  it('mails the press inbox what was stored under that id, once', async () => {
    const request = pressRequest();
    expect((await visitor.from('press_contacts').insert(request)).error).toBeNull();
    expect(await callFunction('send-press-contact-notification', { id: request.id })).toMatchObject({ status: 200, body: { success: true } });
    const mail = await waitForMail(PRESS_INBOX, request.medio);
    expect(mail.subject).toBe(`Solicitud de prensa: Entrevista · ${request.medio}`);
    expect(mail.text).toContain('24-48 horas laborables');
    expect(mail.text).toContain(request.mensaje);
    expect(mail.text).toContain(request.id);
    expect(await notifiedAt(request.id)).toBeTruthy();

    expect(await callFunction('send-press-contact-notification', { id: request.id })).toMatchObject({
      status: 409,
      body: { error: 'Esta solicitud de prensa ya se ha notificado.' },
    });
    expect(await inboxMailsAbout(request.medio)).toHaveLength(1);
  });

  it('two requests with the same e-mail are two rows and two mails, each about its own row', async () => {
    const first = pressRequest();
    const second = { ...pressRequest(), email: first.email, tipo_solicitud: 'evento' };
    expect((await visitor.from('press_contacts').insert(first)).error).toBeNull();
    expect((await visitor.from('press_contacts').insert(second)).error).toBeNull();
    // The second is mailed first: each call takes its own row, not "the newest one".
    expect((await callFunction('send-press-contact-notification', { id: second.id })).status).toBe(200);
    expect((await callFunction('send-press-contact-notification', { id: first.id })).status).toBe(200);
    expect((await waitForMail(PRESS_INBOX, second.medio)).subject).toBe(`Solicitud de prensa: Cobertura de evento · ${second.medio}`);
    expect((await waitForMail(PRESS_INBOX, first.medio)).subject).toBe(`Solicitud de prensa: Entrevista · ${first.medio}`);
  });

  it('sends nothing for a request that is not stored, and refuses a body without a valid id', async () => {
    expect(await callFunction('send-press-contact-notification', { id: randomUUID() })).toMatchObject({
      status: 404,
      body: { error: 'No encontramos ninguna solicitud de prensa pendiente con esa referencia.' },
    });
    for (const body of [{}, { id: 'no-es-un-uuid' }, { ...pressRequest(), id: undefined }]) {
      expect(await callFunction('send-press-contact-notification', body)).toMatchObject({
        status: 400,
        body: { error: 'Falta la referencia (id) de la solicitud de prensa guardada.' },
      });
    }
  });

  it('with the mail server down, the request stays stored and unnotified, and the outbox mails it once the server answers', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const closedPort = (server.address() as { port: number }).port;
    await new Promise<void>((resolve) => server.close(() => resolve()));

    const request = pressRequest();
    expect((await visitor.from('press_contacts').insert(request)).error).toBeNull();
    const call = async () => {
      const response = await handler(postRequest({ id: request.id }, stackValues().anonKey));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    useFunctionEnv({ SMTP_PORT: String(closedPort) });
    expect(await call()).toMatchObject({ status: 200, body: { success: true, queued: true } });
    expect(await notifiedAt(request.id)).toBeNull();

    useFunctionEnv();
    expect(await call()).toMatchObject({ status: 409 }); // promised once
    await waitForMail(PRESS_INBOX, request.medio, 30_000); // the stack's outbox sweep
    expect(await notifiedAt(request.id)).not.toBeNull();
  });
});
