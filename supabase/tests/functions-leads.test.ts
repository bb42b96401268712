/**
 * The site's form functions through the real gateway and functions host: each one's success
 * answer, its Spanish 4xx answers, what lands in the database, and the Spanish e-mail in the
 * catcher. Bad input writes nothing and sends nothing.
 */
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { anonClient, mailsTo, serviceClient, uniqueEmail, waitForMail } from '../../tools/local-stack/testing.ts';
import { FORMATS } from '../../apps/marketing/src/content/formats.ts';
import { pdfPageCount, pdfText } from '../seed/lib/pdf.ts';
import { callFunction } from './support/functions.ts';

const COMPANY_INBOX = 'hola@pitwall.local';
const service = serviceClient();
const visitor = anonClient();
const tag = () => randomUUID().slice(0, 6);

function contact(overrides: Record<string, unknown> = {}) {
  return {
    nombre: `Ana Prueba ${tag()}`,
    empresa: `Acme ${tag()}`,
    email: uniqueEmail('contacto'),
    telefono: '+34 600 123 123',
    puesto: 'Director de RRHH',
    mensaje: 'Queremos organizar un Demo Day para 20 personas en marzo.',
    ...overrides,
  };
}

async function rowsWithEmail(table: string, email: string): Promise<Record<string, unknown>[]> {
  const { data, error } = await service.from(table).select('*').eq('email', email);
  if (error) throw new Error(error.message);
  return data as Record<string, unknown>[];
}

/** contact_messages rows with this input's (unique) nombre or empresa. */
async function storedContacts(input: Record<string, unknown>): Promise<unknown[]> {
  const found: unknown[] = [];
  for (const column of ['nombre', 'empresa'] as const) {
    const value = input[column];
    if (typeof value !== 'string') continue;
    const { data, error } = await service.from('contact_messages').select('id').eq(column, value);
    if (error) throw new Error(error.message);
    found.push(...data);
  }
  return found;
}

async function fetchStatus(url: string): Promise<{ status: number; type: string | null }> {
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, type: response.headers.get('content-type') };
}

function links(html: string): string[] {
  return [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] as string).replaceAll('&amp;', '&'));
}

describe('common HTTP behaviour', () => {
  it('answers CORS preflights with Supabase\'s headers', async () => {
    const answer = await callFunction('send-contact-notification', null, { method: 'OPTIONS' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.headers.get('access-control-allow-headers')).toContain('apikey');
    expect(answer.headers.get('access-control-allow-headers')).toContain('x-client-info');
  });

  it('refuses other methods, malformed JSON, non-objects and bodies over 64 KB', async () => {
    const get = await callFunction('send-contact-notification', null, { method: 'GET' });
    expect(get).toMatchObject({ status: 405, body: { error: 'Método no permitido. Usa POST.' } });
    const broken = await callFunction('send-contact-notification', null, { raw: '{"nombre": "Ana",' });
    expect(broken).toMatchObject({ status: 400, body: { error: 'JSON inválido' } });
    const array = await callFunction('send-contact-notification', [1, 2]);
    expect(array).toMatchObject({ status: 400, body: { error: 'El cuerpo de la solicitud debe ser un objeto JSON.' } });
    const email = uniqueEmail('grande');
    const huge = await callFunction('send-contact-notification', contact({ email, mensaje: 'x'.repeat(70 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toContain('demasiado grande');
    expect(await rowsWithEmail('contact_messages', email)).toEqual([]);
  });

  it('requires the project key like Supabase (verify_jwt)', async () => {
    const { status } = await callFunction('send-contact-notification', contact(), { token: 'not-a-jwt' });
    expect(status).toBe(401);
  });
});

describe('send-contact-notification', () => {
  it('stores the request, notifies the company inbox in Spanish and answers success', async () => {
    const input = contact({ mensaje: 'Hola, <b>queremos</b> una demo & presupuesto para 40 personas.' });
    const answer = await callFunction('send-contact-notification', input);
    expect(answer).toMatchObject({ status: 200, body: { success: true, notified: true } });

    const [row] = await rowsWithEmail('contact_messages', input.email);
    expect(row).toMatchObject({ nombre: input.nombre, empresa: input.empresa, telefono: input.telefono, puesto: input.puesto, source: 'contacto' });
    expect(row?.notified_at).toBeTruthy();

    const mail = await waitForMail(COMPANY_INBOX, input.nombre);
    expect(mail.subject).toBe(`Nuevo mensaje de ${input.nombre} (${input.empresa})`);
    expect(mail.html).toContain('Nuevo mensaje desde la web');
    expect(mail.html).toContain('&lt;b&gt;queremos&lt;/b&gt;'); // visitor text is escaped
    expect(mail.html).not.toContain('<b>queremos</b>');
    expect(mail.text).toContain('Teléfono: +34 600 123 123');
    expect(mail.text).toContain(input.mensaje);
  });

  it('uses the free-text role when puesto is "Otros", and keeps the form\'s source', async () => {
    const input = contact({ puesto: 'Otros', puestoOtro: 'Jefa de Cultura', source: 'demo' });
    expect((await callFunction('send-contact-notification', input)).status).toBe(200);
    const [row] = await rowsWithEmail('contact_messages', input.email);
    expect(row).toMatchObject({ puesto: 'Jefa de Cultura', source: 'demo' });
  });

  it.each([
    [{ nombre: 'A' }, 'El nombre debe tener al menos 2 caracteres.'],
    [{ empresa: ' B ' }, 'La empresa debe tener al menos 2 caracteres.'],
    [{ email: 'ana@' }, 'Por favor, introduce un email válido.'],
    [{ telefono: '600 12' }, 'El teléfono debe tener al menos 9 caracteres.'],
    [{ puesto: '' }, 'Por favor, selecciona o especifica tu puesto.'],
    [{ mensaje: 'Hola' }, 'El mensaje debe tener al menos 10 caracteres.'],
    [{ nombre: undefined }, 'El campo nombre es obligatorio.'],
    [{ telefono: 600123123 }, 'El campo teléfono debe ser un texto.'],
    [{ nombre: 'N'.repeat(101) }, 'El campo nombre no puede superar 100 caracteres.'],
    [{ mensaje: 'M'.repeat(5001) }, 'El campo mensaje no puede superar 5000 caracteres.'],
  ])('refuses %o with the form\'s message and stores nothing', async (change, message) => {
    const input = contact(change);
    const answer = await callFunction('send-contact-notification', input);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect(Array.isArray(answer.body.details)).toBe(true);
    // Each case breaks one field; the unchanged unique nombre or empresa would find a stored row.
    expect(await storedContacts(input)).toEqual([]);
  });

  it('reaches supabase-js as FunctionsHttpError with the message in the body', async () => {
    const { data, error } = await visitor.functions.invoke('send-contact-notification', { body: contact({ nombre: 'A' }) });
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(await (error as FunctionsHttpError).context.json()).toMatchObject({ error: 'El nombre debe tener al menos 2 caracteres.' });
  });
});

describe('send-manifesto-email', () => {
  /** What the manifesto form does first: store the request under an id of its own. */
  async function storeManifestoRequest(row: Record<string, unknown> = {}) {
    const id = randomUUID();
    const email = uniqueEmail('manifiesto');
    const { error } = await visitor.from('manifesto_downloads').insert({ id, nombre: 'Laura', email, empresa: 'Acme', puesto: 'CEO', ...row });
    expect(error).toBeNull();
    return { id, email };
  }

  it('mails the manifesto link for a stored request, once', async () => {
    const { id, email } = await storeManifestoRequest({ nombre: 'Laura <b>Vidal</b>' });
    const answer = await callFunction('send-manifesto-email', { id });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });

    const mail = await waitForMail(email, 'Manifiesto');
    expect(mail.subject).toBe('Tu Manifiesto Pitwall');
    // The address may be someone else's: the mail says what was asked for, nothing the visitor typed.
    expect(mail.html).toContain('Aquí tienes nuestro Manifiesto');
    expect(mail.html).not.toContain('Vidal');
    const pdf = links(mail.html).find((href) => href.endsWith('.pdf')) as string;
    expect(await fetchStatus(pdf)).toMatchObject({ status: 200, type: 'application/pdf' });
    expect((await rowsWithEmail('manifesto_downloads', email))[0]?.email_sent_at).toBeTruthy();
  });

  it('sends nothing the second time for the same request (409)', async () => {
    const { id, email } = await storeManifestoRequest();
    expect((await callFunction('send-manifesto-email', { id })).status).toBe(200);
    await waitForMail(email, 'Manifiesto');
    const again = await callFunction('send-manifesto-email', { id });
    expect(again).toMatchObject({ status: 409, body: { error: 'Ya te hemos enviado el manifiesto. Revisa tu bandeja de entrada y la carpeta de spam.' } });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends only for the request\'s own address, whatever the body says', async () => {
    const { id, email } = await storeManifestoRequest();
    const victim = uniqueEmail('victima');
    expect((await callFunction('send-manifesto-email', { id, email: victim, nombre: 'X' })).status).toBe(200);
    await waitForMail(email, 'Manifiesto');
    expect(await mailsTo(victim)).toEqual([]);
  });

  it('refuses an unknown id (404), a missing or malformed id (400) and an address alone', async () => {
    expect(await callFunction('send-manifesto-email', { id: randomUUID() })).toMatchObject({
      status: 404,
      body: { error: 'No encontramos esta solicitud del manifiesto.' },
    });
    for (const body of [{}, { id: 'abc' }, { nombre: 'Laura', email: uniqueEmail('sin-id') }]) {
      expect(await callFunction('send-manifesto-email', body)).toMatchObject({
        status: 400,
        body: { error: 'Falta el identificador de la solicitud o no es válido.' },
      });
    }
  });

  it('the stored request keeps the table\'s limits: too long or invalid stores nothing', async () => {
    const email = uniqueEmail('manifiesto-largo');
    expect((await visitor.from('manifesto_downloads').insert({ nombre: 'N'.repeat(101), email })).error?.code).toBe('23514');
    expect((await visitor.from('manifesto_downloads').insert({ nombre: 'Laura', email, empresa: 'E'.repeat(151) })).error?.code).toBe('23514');
    expect(await rowsWithEmail('manifesto_downloads', email)).toEqual([]);
  });
});

describe('product sheets', () => {
  const request = (overrides: Record<string, unknown> = {}) => ({
    nombre: 'Carlos Vidal',
    email: uniqueEmail('ficha'),
    telefono: '600111222',
    empresa: 'Vidal SL',
    puesto: 'Otros',
    puestoOtro: 'Office manager',
    tamanoEquipo: '51-100 empleados',
    necesidadesEspecificas: 'Jornada en junio',
    formatoProducto: 'demoday',
    ...overrides,
  });

  it('insert-product-sheet-request stores the request and answers its data', async () => {
    const input = request();
    const answer = await callFunction('insert-product-sheet-request', input);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ success: true, data: { formato_producto: 'demoday', id: expect.any(String) } });
    const [row] = await rowsWithEmail('product_sheet_requests', input.email);
    expect(row).toMatchObject({ puesto: 'Office manager', tamano_equipo: '51-100 empleados', necesidades_especificas: 'Jornada en junio', empresa: 'Vidal SL' });
  });

  it.each(FORMATS.map((format) => [format.id, format] as const))(
    'the mailed %s sheet holds what the dialog promises: prices per segment, space and power, an agenda, duration, group size',
    async (id, format) => {
      const input = request({ formatoProducto: id });
      const stored = await callFunction('insert-product-sheet-request', input);
      expect(stored.status).toBe(201);
      expect(await callFunction('send-product-sheet-email', { id: (stored.body.data as { id: string }).id })).toMatchObject({ status: 200 });
      const mail = await waitForMail(input.email, `Ficha de ${format.product}`);
      const url = links(mail.html).find((href) => href.includes(`ficha-${id}.pdf`)) as string;
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      expect(pdfPageCount(bytes)).toBeGreaterThanOrEqual(1);
      expect(pdfPageCount(bytes)).toBeLessThanOrEqual(2);
      // Lines are wrapped (and the copy keeps units to their numbers): compare with single spaces.
      const flat = (value: string) => value.replace(/\s+/g, ' ');
      const text = flat(pdfText(bytes));
      expect(text).toContain(`Ficha de producto: ${format.product}`);
      for (const part of [format.title, format.summary, ...format.includes, format.sheet.space, format.sheet.power]) expect(text).toContain(flat(part));
      expect(text).toContain(flat(`Duración: ${format.sheet.duration}.`));
      expect(text).toContain(flat(`Tamaño del grupo: ${format.sheet.groupSize}.`));
      for (const heading of ['Requisitos de espacio y electricidad', 'Agenda de ejemplo', 'Precios orientativos por tipo de empresa']) {
        expect(text).toContain(heading);
      }
      for (const { time, activity } of format.sheet.agenda) expect(text).toContain(flat(`${time} · ${activity}`));
      for (const line of [
        'Grandes empresas (más de 500 empleados): más de 25.000 €',
        'Medianas empresas (más de 100 empleados): hasta 25.000 €',
        'Pymes (de 20 a 250 empleados): hasta 10.000 €',
        'Startups: menos de 6.000 €',
      ]) {
        expect(text).toContain(line);
      }
    },
  );

  it.each([
    [{ tamanoEquipo: '' }, 'Por favor, selecciona el tamaño de tu equipo.'],
    [{ tamanoEquipo: '10000 empleados' }, 'Por favor, selecciona el tamaño de tu equipo.'],
    [{ telefono: '12345' }, 'El teléfono debe tener al menos 9 caracteres.'],
    [{ formatoProducto: 'karting' }, 'El formato de producto no es válido (demoday, experience, suscripcion o torneos).'],
    [{ email: 'carlos' }, 'Por favor, introduce un email válido.'],
    [{ necesidadesEspecificas: 'x'.repeat(5001) }, 'El campo necesidades específicas no puede superar 5000 caracteres.'],
  ])('insert-product-sheet-request refuses %o and stores nothing', async (change, message) => {
    const input = request({ nombre: `Carlos ${tag()}`, ...change });
    const answer = await callFunction('insert-product-sheet-request', input);
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
    const { data } = await service.from('product_sheet_requests').select('id').eq('nombre', input.nombre);
    expect(data).toEqual([]);
  });

  it('send-product-sheet-email mails the sheet of the stored request, once', async () => {
    const input = request({ formatoProducto: 'experience', necesidadesEspecificas: '<script>alert(1)</script> en junio' });
    const stored = await callFunction('insert-product-sheet-request', input);
    expect(stored.status).toBe(201);
    const id = (stored.body.data as { id: string }).id;
    expect(await callFunction('send-product-sheet-email', { id })).toMatchObject({ status: 200, body: { success: true } });
    const mail = await waitForMail(input.email, 'Ficha de Experience Day');
    expect(mail.text).toContain('Tamaño del equipo: 51-100 empleados');
    // What the visitor typed (name, needs) stays out of a mail to an address that may be someone else's.
    expect(mail.html).not.toContain('en junio');
    expect(mail.html).not.toContain(input.nombre);
    expect(mail.html).not.toContain('<script>');
    const pdf = links(mail.html).find((href) => href.includes('ficha-experience.pdf')) as string;
    expect(await fetchStatus(pdf)).toMatchObject({ status: 200, type: 'application/pdf' });
    expect((await rowsWithEmail('product_sheet_requests', input.email))[0]?.email_sent_at).toBeTruthy();

    // The second send for the same request sends nothing.
    expect(await callFunction('send-product-sheet-email', { id })).toMatchObject({
      status: 409,
      body: { error: 'Ya te hemos enviado esta ficha. Revisa tu bandeja de entrada y la carpeta de spam.' },
    });
    expect(await mailsTo(input.email)).toHaveLength(1);
  });

  it('send-product-sheet-email refuses an unknown id (404) and a body without an id (400)', async () => {
    expect(await callFunction('send-product-sheet-email', { id: randomUUID() })).toMatchObject({
      status: 404,
      body: { error: 'No encontramos esta solicitud de ficha.' },
    });
    const email = uniqueEmail('ficha-sin-id');
    expect(await callFunction('send-product-sheet-email', { nombre: 'Carlos', email, formatoProducto: 'demoday' })).toMatchObject({ status: 400 });
    expect(await mailsTo(email)).toEqual([]);
  });
});

describe('security-event-logger', () => {
  it('stores a valid event with the caller\'s user agent', async () => {
    const description = `Monitor iniciado ${tag()}`;
    const answer = await callFunction(
      'security-event-logger',
      { eventType: 'MONITORING_STARTED', description, severity: 'low', metadata: { url: 'http://localhost:4200/', sessionId: 'abc', timestamp: Date.now() } },
      { headers: { 'user-agent': 'PruebaNavegador/1.0' } },
    );
    expect(answer).toMatchObject({ status: 201, body: { success: true } });
    const { data } = await service.from('security_events').select('*').eq('description', description).single();
    expect(data).toMatchObject({ event_type: 'MONITORING_STARTED', severity: 'low', user_agent: 'PruebaNavegador/1.0', metadata: { sessionId: 'abc' }, source: 'client' });
  });

  it.each([
    [{ severity: 'urgent' }, 'La severidad debe ser low, medium, high o critical.'],
    [{ eventType: 'hola mundo' }, 'El tipo de evento no es uno de los que registra el monitor del navegador.'],
    [{ eventType: 'ADMIN_BOOTSTRAP_FAILED' }, 'El tipo de evento no es uno de los que registra el monitor del navegador.'],
    [{ description: '   ' }, 'El campo description es obligatorio.'],
    [{ metadata: 'texto' }, 'El campo metadata debe ser un objeto.'],
    [{ metadata: { blob: 'x'.repeat(17 * 1024) } }, 'El campo metadata es demasiado grande (máximo 16 KB).'],
  ])('refuses %o and stores nothing', async (change, message) => {
    const description = `Evento inválido ${tag()}`;
    const answer = await callFunction('security-event-logger', { eventType: 'FAILED_REQUEST', description, severity: 'medium', ...change });
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
    const { count } = await service.from('security_events').select('id', { count: 'exact', head: true }).eq('description', description);
    expect(count).toBe(0);
  });

  const batchEvent = (description: string, change: Record<string, unknown> = {}) => ({
    eventType: 'FAILED_REQUEST',
    description,
    severity: 'medium',
    metadata: { sessionId: 'lote' },
    ...change,
  });

  it('stores a batch of events in one call', async () => {
    const description = `Lote ${tag()}`;
    const answer = await callFunction('security-event-logger', {
      events: [batchEvent(description), batchEvent(description, { eventType: 'POTENTIAL_XSS', severity: 'critical' })],
    });
    expect(answer).toMatchObject({ status: 201, body: { success: true, ids: [expect.any(String), expect.any(String)] } });
    const { data } = await service.from('security_events').select('event_type, severity').eq('description', description).order('event_type');
    expect(data).toEqual([
      { event_type: 'FAILED_REQUEST', severity: 'medium' },
      { event_type: 'POTENTIAL_XSS', severity: 'critical' },
    ]);
  });

  it.each([
    ['one bad event', (d: string) => [batchEvent(d), batchEvent(d, { severity: 'urgent' })], 'La severidad debe ser low, medium, high o critical.'],
    ['more than 50 events', (d: string) => Array.from({ length: 51 }, () => batchEvent(d)), 'Se admiten como máximo 50 eventos por envío.'],
    ['an empty batch', () => [], 'El campo events no puede estar vacío.'],
  ])('refuses a batch with %s and stores none of it', async (_, events, message) => {
    const description = `Lote inválido ${tag()}`;
    const answer = await callFunction('security-event-logger', { events: events(description) });
    expect(answer).toMatchObject({ status: 400, body: { error: message } });
    const { count } = await service.from('security_events').select('id', { count: 'exact', head: true }).eq('description', description);
    expect(count).toBe(0);
  });

  it('answers 400, not 500, to metadata nested 20,000 deep', async () => {
    const description = `Profundo ${tag()}`;
    const deep = `{"a":${'['.repeat(20_000)}1${']'.repeat(20_000)}}`;
    const raw = `{"eventType":"FAILED_REQUEST","description":"${description}","severity":"low","metadata":${deep}}`;
    const answer = await callFunction('security-event-logger', null, { raw });
    expect(answer).toMatchObject({ status: 400, body: { error: 'El campo metadata tiene demasiados niveles (máximo 8).' } });
  });

  it('keeps browser events 90 days; server events stay', async () => {
    const old = new Date(Date.now() - 91 * 86_400_000).toISOString();
    const description = `Antiguo ${tag()}`;
    const { error } = await service.from('security_events').insert([
      { event_type: 'PAGE_HIDDEN', severity: 'low', description, source: 'client', created_at: old },
      { event_type: 'ADMIN_BOOTSTRAP_FAILED', severity: 'high', description, source: 'server', created_at: old },
    ]);
    expect(error).toBeNull();
    expect((await callFunction('security-event-logger', { eventType: 'PAGE_HIDDEN', description: `Nuevo ${tag()}`, severity: 'low' })).status).toBe(201);
    const { data } = await service.from('security_events').select('source').eq('description', description);
    expect(data).toEqual([{ source: 'server' }]);
  });
});

describe('send-music-download-email', () => {
  /** Two seeded songs (their audio files exist), whatever other tests added. */
  async function twoSongs() {
    const { data } = await visitor
      .from('songs')
      .select('*')
      .in('id', ['d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002'])
      .order('title');
    return (data ?? []).map((song) => {
      const url = visitor.storage.from('music').getPublicUrl(song.filename).data.publicUrl;
      return { ...song, previewUrl: url, downloadUrl: visitor.storage.from('music').getPublicUrl(song.filename, { download: true }).data.publicUrl };
    });
  }

  it('mails working links for the chosen songs to someone who just asked', async () => {
    const email = uniqueEmail('musica');
    const songs = await twoSongs();
    const requestId = randomUUID();
    expect((await visitor.from('music_downloads').insert({ id: requestId, nombre: 'Pau', email, empresa: null })).error).toBeNull();
    const answer = await callFunction('send-music-download-email', { requestId, nombre: 'Pau', email, empresa: '', songs, singleSong: false });
    expect(answer).toMatchObject({ status: 200, body: { success: true, songs: 2 } });

    const mail = await waitForMail(email, 'descargas');
    for (const song of songs) expect(mail.html).toContain(song.title);
    const downloads = links(mail.html).filter((href) => href.includes('/storage/v1/object/public/music/'));
    expect(downloads).toHaveLength(4);
    for (const href of downloads) expect(await fetchStatus(href)).toMatchObject({ status: 200, type: 'audio/mp4' });
    expect((await rowsWithEmail('music_downloads', email))[0]?.email_sent_at).toBeTruthy();
  });

  it('refuses links that are not this project\'s files, unknown songs and unrequested addresses', async () => {
    const email = uniqueEmail('musica-mala');
    const [song] = await twoSongs();
    const requestId = randomUUID();
    await visitor.from('music_downloads').insert({ id: requestId, nombre: 'Pau', email });

    const foreign = await callFunction('send-music-download-email', {
      requestId,
      nombre: 'Pau',
      email,
      songs: [{ ...song, downloadUrl: `https://evil.example.com/storage/v1/object/public/music/${song?.filename}` }],
      singleSong: true,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toContain('no corresponden a los archivos de la web');

    const otherFile = await callFunction('send-music-download-email', {
      requestId,
      nombre: 'Pau',
      email,
      songs: [{ ...song, previewUrl: visitor.storage.from('music').getPublicUrl('otra.m4a').data.publicUrl }],
    });
    expect(otherFile.status).toBe(400);

    const unknown = await callFunction('send-music-download-email', { requestId, nombre: 'Pau', email, songs: [{ ...song, id: randomUUID() }] });
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Alguna de las canciones solicitadas no existe.' } });

    const tooMany = await callFunction('send-music-download-email', { requestId, nombre: 'Pau', email, songs: [song, song], singleSong: true });
    expect(tooMany).toMatchObject({ status: 400, body: { error: 'Con singleSong solo se puede pedir una canción.' } });
    expect(await callFunction('send-music-download-email', { requestId, nombre: 'Pau', email, songs: [] })).toMatchObject({
      status: 400,
      body: { error: 'Elige al menos una canción.' },
    });
    expect(await mailsTo(email)).toEqual([]);

    // The request was not used up by the refusals: a correct call still works.
    expect((await callFunction('send-music-download-email', { requestId, nombre: 'Pau', email, songs: [song], singleSong: true })).status).toBe(200);
    const mail = await waitForMail(email, 'Tu descarga');
    expect(mail.subject).toBe(`Tu descarga: «${song?.title}»`);

    const stranger = await callFunction('send-music-download-email', { requestId: randomUUID(), nombre: 'X', email: uniqueEmail('extraño'), songs: [song] });
    expect(stranger).toMatchObject({ status: 404, body: { error: 'No encontramos ninguna solicitud de descarga para este email.' } });
  });
});

describe('send-blog-subscription-confirmation', () => {
  it('welcomes a real subscriber once, whatever the case of the address', async () => {
    const email = uniqueEmail('blog');
    expect((await visitor.from('blog_subscribers').insert({ email })).error).toBeNull();
    const answer = await callFunction('send-blog-subscription-confirmation', { email: email.toUpperCase() });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    const mail = await waitForMail(email, 'Bienvenido al blog');
    expect(mail.subject).toBe('¡Bienvenido al blog de Pitwall!');
    expect(links(mail.html).some((href) => href.endsWith('/blog'))).toBe(true);

    const again = await callFunction('send-blog-subscription-confirmation', { email });
    expect(again).toMatchObject({ status: 200, body: { success: true, alreadySent: true } });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses addresses that are not subscribed, sending nothing', async () => {
    const email = uniqueEmail('no-suscrito');
    const answer = await callFunction('send-blog-subscription-confirmation', { email });
    expect(answer).toMatchObject({ status: 404, body: { error: 'Este email no está suscrito al blog.' } });
    expect(await callFunction('send-blog-subscription-confirmation', { email: '' })).toMatchObject({ status: 400 });
    expect(await mailsTo(email)).toEqual([]);
  });
});
