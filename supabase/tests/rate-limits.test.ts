import { request } from 'node:http';
import { randomInt, randomUUID } from 'node:crypto';
import pg from 'pg';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailsTo, serviceClient, stackValues, uniqueEmail } from '../../tools/local-stack/testing.ts';

// Floods from one client address are cut off by the server with 429 and nothing half-written.
// The gateway takes the client address from the socket, so each test connects from an address of
// its own on the loopback network (127.0.0.0/8): the test stack exempts only 127.0.0.1, which the
// rest of the suite uses.
const LIMIT_MESSAGE = 'Demasiadas solicitudes desde tu conexión. Espera unos minutos e inténtalo de nuevo.';
const RECIPIENT_LIMIT_MESSAGE =
  'Ya hemos enviado varios emails a esta dirección hoy. Revisa tu bandeja de entrada (y la carpeta de spam) o inténtalo de nuevo mañana.';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A client at `address`: requests to the stack's gateway leave from that source address. */
function clientAt(address: string) {
  const { apiUrl, anonKey } = stackValues();
  const api = new URL(apiUrl);
  return (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request(
        {
          host: api.hostname,
          port: api.port,
          localAddress: address,
          method,
          path,
          headers: {
            apikey: anonKey,
            authorization: `Bearer ${anonKey}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            prefer: 'return=minimal',
            ...headers,
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
}

/** A loopback address no other test uses. */
const freshAddress = () => `127.0.${randomInt(1, 250)}.${randomInt(2, 250)}`;
const service = serviceClient();

describe('per-address limits', () => {
  // The limits count in fixed windows (a minute, 10 minutes, a day: all start on a whole minute).
  // A flood that straddled a window's end would be counted in two windows: start well inside one.
  beforeEach(async () => {
    const intoMinute = (Date.now() / 1000) % 60;
    if (intoMinute > 50) await new Promise((resolve) => setTimeout(resolve, (60.2 - intoMinute) * 1000));
  });

  it('a visitor insert path (manifesto requests): 10 per 10 minutes, then 429 and nothing stored', async () => {
    const send = clientAt(freshAddress());
    const email = uniqueEmail('inundacion');
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await send('POST', '/rest/v1/manifesto_downloads', { nombre: 'Ana', email })).status);
    expect(answers).toEqual([...Array(10).fill(201), 429, 429]);
    const over = await send('POST', '/rest/v1/manifesto_downloads', { nombre: 'Ana', email });
    expect(over.body).toMatchObject({ code: 'PT429', message: LIMIT_MESSAGE });
    const { count } = await service.from('manifesto_downloads').select('id', { count: 'exact', head: true }).eq('email', email);
    expect(count).toBe(10);
    // Another address is not affected.
    expect((await clientAt(freshAddress())('POST', '/rest/v1/manifesto_downloads', { nombre: 'Ana', email })).status).toBe(201);
  });

  it('a forged left-most X-Forwarded-For does not reset a limit (database and functions count the gateway’s entry)', async () => {
    const send = clientAt(freshAddress());
    // A new invented address on every request, as a client behind an appending proxy would send.
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i + 1}` });
    const email = uniqueEmail('falsificada');
    const inserts: number[] = [];
    for (let i = 0; i < 11; i += 1) inserts.push((await send('POST', '/rest/v1/manifesto_downloads', { nombre: 'Ana', email }, forged(i))).status);
    expect(inserts).toEqual([...Array(10).fill(201), 429]);
    const request = { nombre: 'Carlos', email, telefono: '600112233', puesto: 'CEO', tamanoEquipo: '1-10 empleados', formatoProducto: 'demoday' };
    const calls: number[] = [];
    for (let i = 0; i < 11; i += 1) calls.push((await send('POST', '/functions/v1/insert-product-sheet-request', request, forged(i))).status);
    expect(calls).toEqual([...Array(10).fill(201), 429]);
  });

  it('song ratings: invented sessions from one address cannot stuff a song (5 new ratings a day)', async () => {
    const send = clientAt(freshAddress());
    const { data: song } = await service.from('songs').select('id').limit(1).single();
    const statuses: number[] = [];
    const sessions = Array.from({ length: 8 }, () => `relleno-${randomUUID()}`);
    for (const session of sessions) {
      const answer = await send('POST', '/rest/v1/song_ratings', { song_id: song?.id, rating: 5, user_session: session }, { 'x-user-session': session });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(5).fill(201), 429, 429, 429]);
    const { count } = await service.from('song_ratings').select('id', { count: 'exact', head: true }).in('user_session', sessions);
    expect(count).toBe(5);
  });

  it('security-event-logger: 60 calls a minute, then 429 and no row', async () => {
    const send = clientAt(freshAddress());
    const description = `Inundación ${randomUUID()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1) {
      statuses.push((await send('POST', '/functions/v1/security-event-logger', { eventType: 'PAGE_HIDDEN', description, severity: 'low', metadata: {} })).status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    const { count } = await service.from('security_events').select('id', { count: 'exact', head: true }).eq('description', description);
    expect(count).toBe(60);
  });

  it('security-event-logger counts events, not calls: 120 a minute (batches of 50)', async () => {
    const send = clientAt(freshAddress());
    const description = `Lotes ${randomUUID()}`;
    const events = Array.from({ length: 50 }, () => ({ eventType: 'POTENTIAL_XSS', description, severity: 'critical' }));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send('POST', '/functions/v1/security-event-logger', { events })).status);
    expect(statuses).toEqual([201, 201, 429]);
    const { count } = await service.from('security_events').select('id', { count: 'exact', head: true }).eq('description', description);
    expect(count).toBe(100);
  });

  it('insert-product-sheet-request: 10 per 10 minutes, then 429 and nothing stored', async () => {
    const send = clientAt(freshAddress());
    const email = uniqueEmail('fichas');
    const request = { nombre: 'Carlos', email, telefono: '600112233', puesto: 'CEO', tamanoEquipo: '1-10 empleados', formatoProducto: 'demoday' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await send('POST', '/functions/v1/insert-product-sheet-request', request)).status);
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const { count } = await service.from('product_sheet_requests').select('id', { count: 'exact', head: true }).eq('email', email);
    expect(count).toBe(10);
  });

  it('one recipient gets at most 5 lead mails a day; the 6th request stays unsent (429)', async () => {
    const email = uniqueEmail('destinatario');
    const statuses: number[] = [];
    let last = '';
    for (let i = 0; i < 6; i += 1) {
      // Each request from another address, as a flood spread over many would be.
      const send = clientAt(freshAddress());
      // Visitors cannot read leads back: the form names its row with an id it makes itself.
      last = randomUUID();
      expect((await send('POST', '/rest/v1/manifesto_downloads', { id: last, nombre: 'Ana', email })).status).toBe(201);
      statuses.push((await send('POST', '/functions/v1/send-manifesto-email', { id: last })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await clientAt(freshAddress())('POST', '/functions/v1/send-manifesto-email', { id: last });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: RECIPIENT_LIMIT_MESSAGE }); // what it is, not "tu conexión"
    const { data } = await service.from('manifesto_downloads').select('email_sent_at').eq('id', last).single();
    expect(data?.email_sent_at).toBeNull();
    await expect.poll(async () => (await mailsTo(email)).length).toBe(5);
  });
});

describe('the blog gate is not an address oracle', () => {
  // verify_blog_subscription and get_blog_post_body tell whether an address subscribes: both count
  // in one bucket per client address, 30 per 10 minutes, like the other visitor paths.
  const LIMIT = 30;
  const rpc = (send: ReturnType<typeof clientAt>, name: string, args: Record<string, unknown>) =>
    send('POST', `/rest/v1/rpc/${name}`, args, { prefer: 'return=representation' });

  it('30 checks per 10 minutes from one address (both functions together), then 429 and nothing stored; the answers are unchanged', async () => {
    const address = freshAddress();
    const send = clientAt(address);
    const subscriber = uniqueEmail('lector-limite');
    expect((await service.from('blog_subscribers').insert({ email: subscriber })).error).toBeNull();
    const { data: post } = await service.from('blog_posts').select('slug, content').eq('published', true).limit(1).single();
    const stranger = uniqueEmail('no-suscrito');

    const answers: Answer[] = [];
    for (let i = 0; i < LIMIT / 2; i += 1) {
      answers.push(await rpc(send, 'verify_blog_subscription', { p_email: i % 2 ? subscriber : stranger }));
      answers.push(await rpc(send, 'get_blog_post_body', { p_slug: post?.slug, p_email: i % 2 ? ` ${subscriber.toUpperCase()} ` : stranger }));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(LIMIT).fill(200));
    // The gate answers as before: yes/no, and the body for a subscriber only.
    expect(answers[0]?.body).toBe(false);
    expect(answers[1]?.body).toEqual([]);
    expect(answers[2]?.body).toBe(true);
    expect(answers[3]?.body).toEqual([{ content: post?.content, images: expect.any(Array) }]);

    const over = [await rpc(send, 'verify_blog_subscription', { p_email: subscriber }), await rpc(send, 'get_blog_post_body', { p_slug: post?.slug, p_email: subscriber })];
    expect(over.map((answer) => answer.status)).toEqual([429, 429]);
    for (const answer of over) expect(answer.body).toMatchObject({ code: 'PT429', message: LIMIT_MESSAGE });

    // Nothing stored by the refused calls: the address's count stays at the limit.
    const db = new pg.Client({ connectionString: stackValues().dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ hits: number }>(`select hits from private.rate_limit_hits where bucket = 'blog_subscription_check' and client = $1`, [address]);
      expect(rows.map((row) => row.hits)).toEqual([LIMIT]);
    } finally {
      await db.end();
    }
    // Another address is not affected.
    expect(await rpc(clientAt(freshAddress()), 'verify_blog_subscription', { p_email: subscriber })).toMatchObject({ status: 200, body: true });
  });
});

describe('every lead function is limited per address', () => {
  // Functions that mail a stored request by its id: a flood of made-up ids gets 404s, then 429s.
  it.each([
    ['send-manifesto-email', 20, () => ({ id: randomUUID() })],
    ['send-product-sheet-email', 20, () => ({ id: randomUUID() })],
    ['send-press-contact-notification', 20, () => ({ id: randomUUID() })],
    ['send-music-download-email', 20, () => ({ requestId: randomUUID(), nombre: 'Ana', email: uniqueEmail('flood'), songs: [{ id: randomUUID(), previewUrl: 'x', downloadUrl: 'x' }] })],
    ['send-blog-subscription-confirmation', 20, () => ({ email: uniqueEmail('flood') })],
  ])('%s: %i calls per 10 minutes, then 429', async (name, limit, body) => {
    const send = clientAt(freshAddress());
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) statuses.push((await send('POST', `/functions/v1/${name}`, body())).status);
    expect(statuses.slice(0, limit)).not.toContain(429);
    expect(statuses[limit]).toBe(429);
  });

  it('send-contact-notification (stores the message): 10 per 10 minutes, then 429 and nothing stored', async () => {
    const send = clientAt(freshAddress());
    const email = uniqueEmail('contacto-flood');
    const message = { nombre: 'Ana Ruiz', empresa: 'Ruiz SL', email, telefono: '600112233', puesto: 'CEO', mensaje: 'Queremos una demo para el equipo.' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await send('POST', '/functions/v1/send-contact-notification', message)).status);
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
    const { count } = await service.from('contact_messages').select('id', { count: 'exact', head: true }).eq('email', email);
    expect(count).toBe(10);
  });
});
