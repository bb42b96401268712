/**
 * Download requests from the music page: the page stores one music_downloads row per submission
 * (its id chosen by the page) and send-music-download-email mails exactly that row, once. The row
 * survives a mail server that is down, and the mailed links serve the audio, in byte ranges too.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { anonClient, mailsTo, serviceClient, stackValues, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { handler } from '../functions/send-music-download-email/handler.ts';
import { callFunction, postRequest, useFunctionEnv } from './support/functions.ts';

const visitor = anonClient();
const service = serviceClient();
const SONG_ID = 'd0000000-0000-4000-8000-000000000001';

async function seededSong() {
  const { data, error } = await visitor.from('songs').select('id, title, filename').eq('id', SONG_ID).single();
  if (error) throw new Error(error.message);
  const bucket = visitor.storage.from('music');
  return {
    ...data,
    previewUrl: bucket.getPublicUrl(data.filename).data.publicUrl,
    downloadUrl: bucket.getPublicUrl(data.filename, { download: true }).data.publicUrl,
  };
}

/** What the page does on submit: store the row under an id of its own. */
async function storeRequest(email: string, nombre = 'Pau') {
  const id = randomUUID();
  const { error } = await visitor.from('music_downloads').insert({ id, nombre, email, empresa: null });
  expect(error).toBeNull();
  return id;
}

async function sentAt(id: string) {
  const { data } = await service.from('music_downloads').select('email_sent_at').eq('id', id).single();
  return (data as { email_sent_at: string | null }).email_sent_at;
}

function links(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] as string).replaceAll('&amp;', '&'));
}

describe('send-music-download-email and the stored request', () => {
  it('mails each stored request once, only for its own address', async () => {
    const email = uniqueEmail('descarga');
    const song = await seededSong();
    const first = await storeRequest(email, 'Primera');
    const second = await storeRequest(email, 'Segunda');

    const body = (requestId: string, to = email) => ({ requestId, nombre: 'Pau', email: to, empresa: null, songs: [song], singleSong: true });
    expect(await callFunction('send-music-download-email', body(first))).toMatchObject({ status: 200, body: { success: true } });
    expect(await sentAt(first)).not.toBeNull();
    expect(await sentAt(second)).toBeNull();
    // The same request again is refused: one mail per stored row.
    expect(await callFunction('send-music-download-email', body(first))).toMatchObject({ status: 409 });
    // Another address cannot borrow a stored request.
    expect(await callFunction('send-music-download-email', body(second, uniqueEmail('ajeno')))).toMatchObject({ status: 404 });
    expect(await callFunction('send-music-download-email', body(second))).toMatchObject({ status: 200 });

    await waitForMail(email, 'Tu descarga');
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
    // The address may be someone else's: no name the visitor typed reaches it.
    for (const mail of await mailsTo(email)) expect(mail.html).not.toMatch(/Primera|Segunda/);
  });

  it('needs the id of a stored request', async () => {
    const song = await seededSong();
    const answer = await callFunction('send-music-download-email', { nombre: 'Pau', email: uniqueEmail('sin-id'), songs: [song] });
    expect(answer).toMatchObject({ status: 400, body: { error: 'Falta la solicitud de descarga (requestId).' } });
  });

  it('keeps the request when the mail server is down, and a retry of the same request sends it', async () => {
    const email = uniqueEmail('descarga-caida');
    const song = await seededSong();
    const requestId = await storeRequest(email);
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });

    const call = async () => {
      const response = await handler(postRequest({ requestId, nombre: 'Pau', email, songs: [song], singleSong: true }, stackValues().anonKey));
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    useFunctionEnv({ SMTP_PORT: String(closedPort) });
    expect(await call()).toMatchObject({ status: 200, body: { success: true, queued: true } });
    const { data } = await service.from('music_downloads').select('nombre, email, email_sent_at').eq('id', requestId).single();
    expect(data).toEqual({ nombre: 'Pau', email, email_sent_at: null });
    expect(await mailsTo(email)).toEqual([]);

    useFunctionEnv();
    expect(await call()).toMatchObject({ status: 409 }); // promised once
    await waitForMail(email, 'Tu descarga', 30_000); // the stack's outbox sweep
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('mails the public links (no token to reuse) that serve the audio whole and in byte ranges', async () => {
    const email = uniqueEmail('descarga-enlaces');
    const song = await seededSong();
    const requestId = await storeRequest(email);
    await callFunction('send-music-download-email', { requestId, nombre: 'Pau', email, songs: [song], singleSong: true });
    const mail = await waitForMail(email, 'Tu descarga');
    const audioLinks = links(mail.html).filter((href) => href.includes('/storage/v1/object/'));
    expect(audioLinks).toHaveLength(2);
    for (const href of audioLinks) {
      expect(href).toContain(`/storage/v1/object/public/music/${song.filename}`);
      expect(new URL(href).searchParams.has('token')).toBe(false);
      const whole = await fetch(href);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toMatch(/^audio\//);
      const size = (await whole.arrayBuffer()).byteLength;
      const part = await fetch(href, { headers: { range: 'bytes=100-199' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
    }
  });
});
