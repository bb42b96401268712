/**
 * The admin panel's data modules (libs/backend/src/admin) against the real stack: what the panel
 * gets back from verify-domain and admin-bootstrap through the gateway, the blog seeding insert
 * (refused without a user and for non-admins, body readable only through the admin RPC), and the
 * lead lists (search, order, pages; nobody but an admin reads a row).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../../tools/local-stack/testing.ts';
import { bootstrapAdmin } from '../../libs/backend/src/admin/bootstrap-admin.ts';
import { createBlogPost, type NewBlogPost } from '../../libs/backend/src/admin/create-blog-post.ts';
import { verifyDomain } from '../../libs/backend/src/admin/verify-domain.ts';
import type { Backend } from '../../libs/backend/src/client.ts';
import { type Actor, signedInActor } from './support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  admin = await signedInActor('panel-admin', { admin: true });
  user = await signedInActor('panel-user');
});

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
    await expect(createBlogPost(typed(user.client), post)).rejects.toMatchObject({ code: '42501' });
    const { count } = await service.from('blog_posts').select('id', { count: 'exact', head: true }).eq('slug', slug);
    expect(count).toBe(0);
  });

  it('creates the post under the admin, reading back card columns only; the body stays behind the admin RPC', async () => {
    const created = await createBlogPost(typed(admin.client), post);
    expect(created).toEqual({ id: expect.any(String), slug, title: post.title, published: true });

    const { data: stored } = await service.from('blog_posts').select('created_by, content, published_at').eq('id', created.id).single();
    expect(stored).toMatchObject({ created_by: admin.user.id, content: post.content });
    expect(stored?.published_at).toBeTruthy();

    const { data: whole, error } = await admin.client.rpc('admin_blog_posts').eq('id', created.id).single();
    expect(error).toBeNull();
    expect((whole as { content: string }).content).toContain('850 kg');
    const forUser = await user.client.from('blog_posts').select('content').eq('id', created.id);
    expect(forUser.error?.code).toBe('42501');
  });

  it('reports the duplicate slug as a unique violation', async () => {
    await expect(createBlogPost(typed(admin.client), post)).rejects.toMatchObject({ code: '23505' });
  });
});

describe('verifyDomain (the domain card)', () => {
  const domain = `pw-${randomUUID().slice(0, 8)}.example.com`;

  afterAll(async () => {
    await service.from('email_domains').delete().eq('domain', domain);
  });

  it('gives a non-admin the server refusal text', async () => {
    expect(await verifyDomain(typed(user.client), 'check_status', domain)).toEqual({
      ok: false,
      status: 403,
      message: 'Solo los administradores pueden gestionar los dominios de envío.',
    });
  });

  it('adds a domain, answers its records and status, and says when a domain is unknown', async () => {
    const added = await verifyDomain(typed(admin.client), 'add_domain', ` ${domain} `);
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.answer).toMatchObject({ status: 'pending', domain: { name: domain, status: 'pending' } });
    expect(added.answer.domain.records).toHaveLength(3);
    expect(added.answer.message).toContain('entre 2 y 24 horas');

    const checked = await verifyDomain(typed(admin.client), 'check_status', domain);
    expect(checked).toMatchObject({ ok: true, answer: { message: `Estado del dominio ${domain}: pendiente de verificación.` } });

    const unknown = await verifyDomain(typed(admin.client), 'check_status', `otro-${domain}`);
    expect(unknown).toEqual({ ok: false, status: 404, message: `El dominio otro-${domain} no está registrado. Añádelo primero.` });
  });
});

describe('bootstrapAdmin (the bootstrap card)', () => {
  it('gives back the server error text', async () => {
    // The test stack configures no ADMIN_BOOTSTRAP_SECRET: the function says so.
    expect(await bootstrapAdmin(typed(admin.client), { admin_email: user.user.email, bootstrap_secret: 'secreto' })).toEqual({
      ok: false,
      message: 'Admin bootstrap is not configured on this server',
    });
    const { data: role } = await service.from('user_roles').select('role').eq('user_id', user.user.id).single();
    expect(role?.role).toBe('user');
  });

  it('checks the input before calling', async () => {
    await expect(bootstrapAdmin(typed(admin.client), { admin_email: 'no-es-un-email', bootstrap_secret: '' })).rejects.toThrow();
  });
});
