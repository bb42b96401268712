/**
 * The blog gate holds on the server: with the public (anon) key, or as any signed-in user, no
 * query — select, filter, order, alias, cast, RPC — returns a post's content or gallery unless a
 * subscribed e-mail is given; with one, get_blog_post_body() returns them. Admins read whole posts.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, stackValues, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { signedInActor } from './support/clients.ts';

const SECRET = `cuerpo-secreto-${randomUUID()}`;
const service = serviceClient();
const visitor = anonClient();
let user: SupabaseClient;
let admin: SupabaseClient;
const subscriber = uniqueEmail('lector');
const post = { id: randomUUID(), slug: `gate-${randomUUID().slice(0, 8)}`, title: 'Post con puerta', excerpt: 'Resumen público', published: true };
const draft = { id: randomUUID(), slug: `gate-draft-${randomUUID().slice(0, 8)}`, title: 'Borrador', published: false };

beforeAll(async () => {
  const body = { content: `<p>${SECRET}</p>`, images: [`https://example.com/${SECRET}.webp`] };
  const { error } = await service.from('blog_posts').insert([
    { ...post, ...body, tags: ['bienestar'] },
    { ...draft, ...body, tags: [] },
  ]);
  if (error) throw new Error(error.message);
  await service.from('blog_subscribers').insert({ email: subscriber });
  user = (await signedInActor('gate-user')).client;
  admin = (await signedInActor('gate-admin', { admin: true })).client;
});

afterAll(async () => {
  await service.from('blog_posts').delete().in('id', [post.id, draft.id]);
  await service.from('blog_subscribers').delete().eq('email', subscriber);
});

/** Whatever came back, as text: the secret must not be anywhere in it. */
const leaks = (result: { data: unknown; error: unknown }) => JSON.stringify(result.data ?? null).includes(SECRET);

describe.each([
  ['a visitor (anon key)', () => visitor],
  ['a signed-in non-admin user', () => user],
])('%s', (_who, client) => {
  it('reads the card fields of a published post', async () => {
    const { data, error } = await client()
      .from('blog_posts')
      .select('id, slug, title, excerpt, featured_image, published_at, tags')
      .eq('slug', post.slug)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ title: post.title, excerpt: post.excerpt, tags: ['bienestar'] });
  });

  it('cannot select, filter, order, alias or cast its way to the content or the gallery', async () => {
    const from = () => client().from('blog_posts');
    const attempts = {
      'select *': from().select('*').eq('slug', post.slug),
      'select content': from().select('content').eq('slug', post.slug),
      'select images': from().select('images').eq('slug', post.slug),
      'alias': from().select('id, body:content').eq('slug', post.slug),
      'cast': from().select('id, content::text').eq('slug', post.slug),
      'json path': from().select('id, images->0').eq('slug', post.slug),
      'filter (a one-bit oracle)': from().select('id').eq('slug', post.slug).ilike('content', `%${SECRET}%`),
      'or filter': from().select('id').or(`content.ilike.*${SECRET}*,slug.eq.${post.slug}`),
      'order': from().select('id').eq('slug', post.slug).order('content'),
      'text search': from().select('id').textSearch('content', 'secreto'),
    };
    for (const [name, query] of Object.entries(attempts)) {
      const result = await query;
      expect(leaks(result), name).toBe(false);
      expect((result.error as { code?: string } | null)?.code, name).toBe('42501');
    }
  });

  it('gets no body from the RPC without a subscribed e-mail, and the body with one', async () => {
    for (const email of [null, '', 'nadie@example.com', "' or true --"]) {
      const result = await client().rpc('get_blog_post_body', { p_slug: post.slug, p_email: email });
      expect(result.error, String(email)).toBeNull();
      expect(result.data, String(email)).toEqual([]);
    }
    const unlocked = await client().rpc('get_blog_post_body', { p_slug: post.slug, p_email: ` ${subscriber.toUpperCase()} ` }).single();
    expect(unlocked.error).toBeNull();
    expect(unlocked.data).toEqual({ content: `<p>${SECRET}</p>`, images: [`https://example.com/${SECRET}.webp`] });
  });

  it('gets no draft body, even with a subscribed e-mail', async () => {
    const result = await client().rpc('get_blog_post_body', { p_slug: draft.slug, p_email: subscriber });
    expect(result).toMatchObject({ data: [], error: null });
  });

  it('cannot call the admins\' read of whole posts', async () => {
    const result = await client().rpc('admin_blog_posts');
    expect(leaks(result)).toBe(false);
    expect(result.error?.code).toBe('42501');
  });
});

describe('an admin', () => {
  it('reads whole posts, drafts included, through admin_blog_posts()', async () => {
    const { data, error } = await admin.rpc('admin_blog_posts').in('id', [post.id, draft.id]).order('slug');
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    for (const row of data as Array<{ content: string }>) expect(row.content).toContain(SECRET);
  });
});

describe('nothing else reaches the body', () => {
  it('only the two gate functions that anon may run read blog_posts; no public view does; anon and authenticated hold no privilege on content or images', async () => {
    const db = new pg.Client({ connectionString: stackValues().dbUrl });
    await db.connect();
    try {
      const functions = await db.query<{ name: string }>(
        `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and p.prosrc ilike '%blog_posts%'
           and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
         order by 1`,
      );
      expect(functions.rows.map((r) => r.name)).toEqual(['admin_blog_posts', 'get_blog_post_body']);
      const views = await db.query(`select viewname from pg_views where schemaname = 'public' and definition ilike '%blog_posts%'`);
      expect(views.rows).toEqual([]);
      const privileges = await db.query<{ role: string; column: string; granted: boolean }>(
        `select r as role, c as column, has_column_privilege(r, 'public.blog_posts', c, 'select') as granted
         from unnest(array['anon', 'authenticated']) r, unnest(array['content', 'images']) c`,
      );
      expect(privileges.rows.filter((row) => row.granted)).toEqual([]);
    } finally {
      await db.end();
    }
  });
});
