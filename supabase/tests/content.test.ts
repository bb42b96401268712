/**
 * Blog gate, subscriptions and the leads visitors write directly: what the spec's client does
 * works, and malformed input is refused by the database itself (check constraints), not only by
 * the forms.
 */
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, stackValues, uniqueEmail } from '../../tools/local-stack/testing.ts';

const service = serviceClient();
const visitor = anonClient();

describe('blog subscriptions', () => {
  it('verify_blog_subscription answers true only for a subscriber, in any case and with spaces', async () => {
    const email = uniqueEmail('suscriptor');
    expect((await visitor.rpc('verify_blog_subscription', { p_email: email })).data).toBe(false);
    expect((await visitor.from('blog_subscribers').insert({ email })).error).toBeNull();
    expect(await visitor.rpc('verify_blog_subscription', { p_email: email })).toMatchObject({ data: true, error: null });
    expect((await visitor.rpc('verify_blog_subscription', { p_email: `  ${email.toUpperCase()} ` })).data).toBe(true);
    expect((await visitor.rpc('verify_blog_subscription', { p_email: '' })).data).toBe(false);
  });

  it('returns a plain boolean and nothing about the subscriber', async () => {
    const { apiUrl, anonKey } = stackValues();
    const response = await fetch(`${apiUrl}/rest/v1/rpc/verify_blog_subscription`, {
      method: 'POST',
      headers: { apikey: anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ p_email: 'nadie@example.com' }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('false');
  });

  it('a duplicate subscription is 23505, whatever the case or spacing', async () => {
    const email = uniqueEmail('duplicado');
    expect((await visitor.from('blog_subscribers').insert({ email })).error).toBeNull();
    const again = await visitor.from('blog_subscribers').insert({ email: ` ${email.toUpperCase()}` });
    expect(again.error?.code).toBe('23505');
    const { data } = await service.from('blog_subscribers').select('email').ilike('email', email);
    expect(data).toEqual([{ email }]);
  });

  it('stores the address trimmed and lower-cased; refuses blank and malformed ones', async () => {
    const email = uniqueEmail('Mayusculas');
    await visitor.from('blog_subscribers').insert({ email: `  ${email.toUpperCase()}  ` });
    const { data } = await service.from('blog_subscribers').select('email').eq('email', email.toLowerCase());
    expect(data).toHaveLength(1);
    for (const bad of ['   ', 'sin-arroba', 'a@b', `${'x'.repeat(250)}@example.com`]) {
      const { error } = await visitor.from('blog_subscribers').insert({ email: bad });
      expect(error?.code, bad).toBe('23514');
    }
    const missing = await visitor.from('blog_subscribers').insert({});
    expect(missing.error?.code).toBe('23502');
  });

  it('a visitor cannot pre-mark a subscription as confirmed (the function does that)', async () => {
    const { error } = await visitor.from('blog_subscribers').insert({ email: uniqueEmail('pre'), confirmation_sent_at: new Date().toISOString() });
    expect(error?.code).toBe('42501');
  });
});

describe('blog posts', () => {
  it('published posts read newest first, by slug; drafts stay hidden', async () => {
    const { data, error } = await visitor.from('blog_posts').select('slug, published_at, tags').eq('published', true).order('published_at', { ascending: false });
    expect(error).toBeNull();
    const dates = (data ?? []).map((p) => p.published_at as string);
    expect([...dates].sort().reverse()).toEqual(dates);
    const bySlug = await visitor.from('blog_posts').select('title').eq('slug', 'asi-es-nuestro-simulador').eq('published', true).maybeSingle();
    expect(bySlug.data?.title).toContain('simulador');
    const draft = await visitor.from('blog_posts').select('id').eq('slug', 'borrador-nuevos-formatos-2026').maybeSingle();
    expect(draft).toMatchObject({ data: null, error: null });
  });

  it('stamps published_at when a post is published without a date and refuses bad slugs', async () => {
    const slug = `sin-fecha-${Date.now()}`;
    const { data, error } = await service.from('blog_posts').insert({ slug, title: 'Sin fecha', published: true }).select('published_at').single();
    await service.from('blog_posts').delete().eq('slug', slug);
    expect(error).toBeNull();
    expect(data?.published_at).toBeTruthy();
    for (const bad of ['Con Mayúsculas', 'espacios no', '-guion', 'doble--guion']) {
      const r = await service.from('blog_posts').insert({ slug: bad, title: 'x' });
      expect(r.error?.code, bad).toBe('23514');
    }
  });
});

describe('leads written by visitors', () => {
  it('press requests: the form\'s fields go in; an unknown tipo_solicitud or a missing field does not', async () => {
    const good = {
      nombre: 'Marta Ruiz',
      medio: 'Radio Costa',
      email: uniqueEmail('prensa'),
      telefono: '',
      tipo_solicitud: 'entrevista',
      mensaje: 'Nos gustaría entrevistar a la fundadora.',
    };
    expect((await visitor.from('press_contacts').insert(good)).error).toBeNull();
    const { data } = await service.from('press_contacts').select('telefono').eq('email', good.email).single();
    expect(data?.telefono).toBeNull(); // '' from the form is stored as "no phone"

    const wrongType = await visitor.from('press_contacts').insert({ ...good, tipo_solicitud: 'queja' });
    expect(wrongType.error?.code).toBe('23514');
    const noMessage = await visitor.from('press_contacts').insert({ ...good, mensaje: '   ' });
    expect(noMessage.error?.code).toBe('23514');
    const badPhone = await visitor.from('press_contacts').insert({ ...good, telefono: '<script>' });
    expect(badPhone.error?.code).toBe('23514');
    const unknownColumn = await visitor.from('press_contacts').insert({ ...good, es_admin: true });
    expect(unknownColumn.error?.code).toBe('PGRST204');
    const { count } = await service.from('press_contacts').select('id', { count: 'exact', head: true }).eq('email', good.email);
    expect(count).toBe(1);
  });

  it('manifesto downloads: nombre of 2+ characters, a valid e-mail, empresa/puesto optional', async () => {
    const email = uniqueEmail('manifiesto');
    expect((await visitor.from('manifesto_downloads').insert({ nombre: 'Lu', email, empresa: '', puesto: null })).error).toBeNull();
    const { data } = await service.from('manifesto_downloads').select('empresa, puesto').eq('email', email).single();
    expect(data).toEqual({ empresa: null, puesto: null });
    expect((await visitor.from('manifesto_downloads').insert({ nombre: 'L', email })).error?.code).toBe('23514');
    expect((await visitor.from('manifesto_downloads').insert({ nombre: 'Luis', email: 'no-es-email' })).error?.code).toBe('23514');
  });

  it('music downloads: a page cannot date its request (created_at is not its column); the server clock does', async () => {
    const email = uniqueEmail('musica');
    const dated = await visitor.from('music_downloads').insert({ nombre: 'Pau', email, empresa: null, created_at: '2001-01-01T00:00:00Z' });
    expect(dated.error?.code).toBe('42501');
    const { error } = await visitor.from('music_downloads').insert({ nombre: 'Pau', email, empresa: null });
    expect(error).toBeNull();
    const { data } = await service.from('music_downloads').select('created_at').eq('email', email).single();
    expect(Date.now() - new Date(data?.created_at as string).getTime()).toBeLessThan(60_000);
  });

  it('visitors cannot read back what they sent', async () => {
    for (const table of ['press_contacts', 'manifesto_downloads', 'music_downloads', 'blog_subscribers']) {
      const { error } = await visitor.from(table).select('*').limit(1);
      expect(error?.code, table).toBe('42501');
    }
  });

  it('a filter injection attempt is just a value that matches nothing', async () => {
    const { data, error } = await visitor.from('songs').select('id').eq('title', "x' or '1'='1");
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
