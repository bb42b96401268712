/** The panel's blog editor against the real stack: admins write whole posts; nobody else can. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPostFormSchema, getBlogPost, getBlogPosts, saveBlogPost, slugify, SlugTakenError, type BlogPostFormInput } from './blog-posts.ts';
import { NoAuthenticatedUserError } from './create-blog-post.ts';
import type { Backend } from '../client.ts';
import { anonClient, serviceClient } from '../../../../tools/local-stack/testing.ts';
import { type Actor, signedInActor } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const tag = randomUUID().slice(0, 8);
let admin: Actor;
let user: Actor;

const input = (changes: Partial<BlogPostFormInput> = {}) =>
  blogPostFormSchema.parse({
    title: `Prueba ${tag}`,
    slug: `prueba-${tag}`,
    excerpt: '',
    tags: 'uno, dos',
    content: '<p>Cuerpo</p>',
    featured_image: '',
    images: [],
    published: false,
    ...changes,
  });

beforeAll(async () => {
  admin = await signedInActor('blog-admin', { admin: true });
  user = await signedInActor('blog-user');
});

afterAll(async () => {
  await service.from('blog_posts').delete().like('slug', `%${tag}%`);
});

describe('the blog editor', () => {
  it('slugify makes an address from a Spanish title', () => {
    expect(slugify('  Fórmula 1: ¡el día del simulador!  ')).toBe('formula-1-el-dia-del-simulador');
    expect(slugify('Ñandú & cía.')).toBe('nandu-cia');
  });

  it('an admin creates a draft, publishes it (dated then), lists and reads it whole', async () => {
    const created = await saveBlogPost(typed(admin.client), input(), null);
    let post = await getBlogPost(typed(admin.client), created.id);
    expect(post).toMatchObject({ title: `Prueba ${tag}`, content: '<p>Cuerpo</p>', tags: ['uno', 'dos'], published: false, published_at: null, created_by: admin.user.id });
    await saveBlogPost(typed(admin.client), input({ published: true }), post);
    post = await getBlogPost(typed(admin.client), created.id);
    expect(post?.published_at).not.toBeNull();
    const listed = await getBlogPosts(typed(admin.client), { search: tag, state: 'publicadas', sort: { column: 'created_at', ascending: false }, page: 1, pageSize: 20 });
    expect(listed.rows.map((row) => row.id)).toEqual([created.id]);
    expect((await getBlogPosts(typed(admin.client), { search: tag, state: 'borradores', sort: { column: 'created_at', ascending: false }, page: 1, pageSize: 20 })).total).toBe(0);
  });

  it('refuses a taken address with a Spanish message', async () => {
    await expect(saveBlogPost(typed(admin.client), input({ title: 'Otra' }), null)).rejects.toEqual(new SlugTakenError(`prueba-${tag}`));
  });

  it('refuses everyone but an admin: reading whole posts, creating, changing', async () => {
    const query = { search: tag, sort: { column: 'created_at' as const, ascending: false }, page: 1, pageSize: 20 };
    await expect(getBlogPosts(typed(user.client), query)).rejects.toMatchObject({ code: '42501' });
    await expect(getBlogPosts(typed(anonClient()), query)).rejects.toMatchObject({ code: '42501' });
    await expect(saveBlogPost(typed(user.client), input({ slug: `usuario-${tag}` }), null)).rejects.toMatchObject({ code: '42501' });
    await expect(saveBlogPost(typed(anonClient()), input({ slug: `anonimo-${tag}` }), null)).rejects.toBeInstanceOf(NoAuthenticatedUserError);
    const { data } = await service.from('blog_posts').select('*').eq('slug', `prueba-${tag}`).single();
    await expect(saveBlogPost(typed(user.client), input({ title: 'Cambiado' }), data)).rejects.toThrow('La publicación no existe o no se puede modificar.');
    expect((await service.from('blog_posts').select('title').eq('slug', `prueba-${tag}`).single()).data?.title).toBe(`Prueba ${tag}`);
  });
});
