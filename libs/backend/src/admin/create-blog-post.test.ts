/**
 * The blog seeding insert (createBlogPost) against the real stack: refused without a user and for
 * non-admins; the body readable only through the admin RPC.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { createBlogPost, type NewBlogPost } from './create-blog-post.ts';
import type { Backend } from '../client.ts';
import { anonClient, serviceClient } from '../../../../tools/local-stack/testing.ts';
import { adminAndUser } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const people = adminAndUser('blog-seed');

describe('createBlogPost (the blog seeding tool)', () => {
  const slug = `ficha-tecnica-${randomUUID().slice(0, 8)}`;
  const post: NewBlogPost = {
    title: 'Ficha técnica del simulador',
    slug,
    excerpt: 'Montaje en menos de 30 minutos.',
    content: '<p>Montaje en menos de 30 minutos, 850 kg, transporte de un máximo de 3,5 toneladas.</p>',
    tags: ['simuladores'],
    published: true,
  };

  afterAll(async () => {
    await service.from('blog_posts').delete().eq('slug', slug);
  });

  it('fails with "No authenticated user" when nobody is signed in, before any request', async () => {
    await expect(createBlogPost(typed(anonClient()), post)).rejects.toThrow('No authenticated user');
    const { count } = await service.from('blog_posts').select('id', { count: 'exact', head: true }).eq('slug', slug);
    expect(count).toBe(0);
  });

  it('is refused by the database for a signed-in user who is not an admin', async () => {
    await expect(createBlogPost(typed(people.user.client), post)).rejects.toMatchObject({ code: '42501' });
    const { count } = await service.from('blog_posts').select('id', { count: 'exact', head: true }).eq('slug', slug);
    expect(count).toBe(0);
  });

  it('creates the post under the admin, reading back card columns only; the body stays behind the admin RPC', async () => {
    const created = await createBlogPost(typed(people.admin.client), post);
    expect(created).toEqual({ id: expect.any(String), slug, title: post.title, published: true });

    const { data: stored } = await service.from('blog_posts').select('created_by, content, published_at').eq('id', created.id).single();
    expect(stored).toMatchObject({ created_by: people.admin.user.id, content: post.content });
    expect(stored?.published_at).toBeTruthy();

    const { data: whole, error } = await people.admin.client.rpc('admin_blog_posts').eq('id', created.id).single();
    expect(error).toBeNull();
    expect((whole as { content: string }).content).toContain('850 kg');
    const forUser = await people.user.client.from('blog_posts').select('content').eq('id', created.id);
    expect(forUser.error?.code).toBe('42501');
  });

  it('reports the duplicate slug as a unique violation', async () => {
    await expect(createBlogPost(typed(people.admin.client), post)).rejects.toMatchObject({ code: '23505' });
  });
});
