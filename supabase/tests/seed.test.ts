/**
 * The demo data every screen relies on (ARCHITECTURE.md "Demo data"), its generated files being
 * real and served by storage, the demo accounts of the README, the storage write policies, and
 * that running the seed again changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signIn, stackValues } from '../../tools/local-stack/testing.ts';
import seed, { DEMO_ADMIN, DEMO_CUSTOMER } from '../seed/seed.ts';
import { signedInActor } from './support/clients.ts';

const visitor = anonClient();
const service = serviceClient();

async function fetchBytes(url: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

describe('demo accounts', () => {
  it('the README admin signs in and is an admin', async () => {
    const client = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await client.rpc('is_admin')).data).toBe(true);
    const { data: auth } = await client.auth.getUser();
    const { data } = await client.from('profiles').select('nombre, apellidos').eq('user_id', auth.user?.id as string).single();
    expect(data).toEqual({ nombre: DEMO_ADMIN.nombre, apellidos: DEMO_ADMIN.apellidos });
  });

  it('the demo customer signs in as a plain user', async () => {
    const client = await signIn(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    expect((await client.rpc('is_admin')).data).toBe(false);
  });
});

describe('shop', () => {
  it('has active products of the three categories, sorted, with pictures that load', async () => {
    const { data, error } = await visitor.from('products').select('*, product_variants(*)').eq('is_active', true).order('sort_order');
    expect(error).toBeNull();
    const products = data ?? [];
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['tickets', 'merchandising', 'digital']));
    for (const p of products) {
      const image = await fetchBytes(p.image_url);
      expect(image.status, p.title).toBe(200);
      expect(image.type).toContain('image/svg+xml');
    }

    const tickets = products.find((p) => p.category === 'tickets' && p.product_variants.length >= 4);
    expect(tickets).toBeDefined();
    for (const v of tickets.product_variants) {
      expect(v.attributes.tribunas).toBeTruthy();
      expect(v.attributes.descripcion).toBeTruthy();
      expect((await fetchBytes(v.location_image_url)).status).toBe(200);
    }
    expect(tickets.product_variants.filter((v: { stock: number }) => v.stock === 0)).toHaveLength(1);
    expect(tickets.product_variants.filter((v: { is_default: boolean }) => v.is_default)).toHaveLength(1);

    const merch = products.filter((p) => p.category === 'merchandising');
    expect(merch.some((p) => Number(p.shipping_cost) > 0 && p.additional_details.color && p.additional_details.sizes?.length && p.additional_details.material)).toBe(true);
    const digital = products.find((p) => p.category === 'digital');
    expect(digital.additional_details).toMatchObject({ week: expect.any(Number), song_count: expect.any(Number) });
    expect(products.some((p) => p.stock === 0)).toBe(true);
  });

  it('hides the inactive product from visitors', async () => {
    const { data } = await visitor.from('products').select('id').eq('is_active', false);
    expect(data).toEqual([]);
    const { count } = await service.from('products').select('id', { count: 'exact', head: true }).eq('is_active', false);
    expect(count).toBeGreaterThan(0);
  });
});

describe('blog', () => {
  it('has 4+ published posts with covers and galleries, one with more than 3 tags, and a draft', async () => {
    // The body is for subscribers only (blog-gate.test.ts): read whole posts as the service role.
    const { data } = await service.from('blog_posts').select('*').eq('published', true).order('published_at', { ascending: false });
    const posts = data ?? [];
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.some((p) => p.tags.length > 3)).toBe(true);
    for (const post of posts) {
      expect(post.content).toMatch(/<p>/);
      expect((await fetchBytes(post.featured_image)).status).toBe(200);
      expect(post.images.length).toBeGreaterThan(0);
      for (const url of post.images) expect((await fetchBytes(url)).status).toBe(200);
    }
    const { count } = await service.from('blog_posts').select('id', { count: 'exact', head: true }).eq('published', false);
    expect(count).toBeGreaterThanOrEqual(1);
  });
});

describe('press kit', () => {
  it('has resources of every file type, some featured, whose files are real and of the stated size', async () => {
    const { data } = await visitor.from('press_resources').select('*').order('created_at', { ascending: false });
    const resources = data ?? [];
    expect(new Set(resources.map((r) => r.file_type))).toEqual(new Set(['image', 'video', 'audio', 'document']));
    expect(resources.some((r) => r.is_featured)).toBe(true);
    const bucket = { image: 'press-images', video: 'press-videos' } as Record<string, string>;
    for (const r of resources) {
      const url = visitor.storage.from(bucket[r.file_type] ?? 'press-documents').getPublicUrl(r.file_path).data.publicUrl;
      const file = await fetchBytes(url);
      expect(file.status, r.title).toBe(200);
      expect(file.bytes.byteLength).toBe(Number(r.file_size));
      if (r.file_type === 'image') expect(Array.from(file.bytes.subarray(1, 4))).toEqual([0x50, 0x4e, 0x47]);
      if (r.file_type === 'video') expect(ascii(file.bytes, 4, 8)).toBe('ftyp');
      if (r.file_type === 'audio') expect(ascii(file.bytes, 8, 12)).toBe('WAVE');
      if (r.file_type === 'document') expect(ascii(file.bytes, 0, 5)).toBe('%PDF-');
    }
  });

  it('the video can be fetched by byte range (seeking)', async () => {
    const { data } = await visitor.from('press_resources').select('file_path').eq('file_type', 'video').limit(1).single();
    const url = visitor.storage.from('press-videos').getPublicUrl(data?.file_path as string).data.publicUrl;
    const response = await fetch(url, { headers: { Range: 'bytes=4-7' } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('ftyp');
  });

  it('the manifesto and every data sheet the functions link to exist', async () => {
    for (const path of ['manifiesto/manifiesto-pitwall.pdf', ...['demoday', 'experience', 'suscripcion', 'torneos'].map((f) => `fichas/ficha-${f}.pdf`)]) {
      const file = await fetchBytes(visitor.storage.from('press-documents').getPublicUrl(path).data.publicUrl);
      expect(file.status, path).toBe(200);
      expect(file.type).toContain('application/pdf');
    }
  });
});

describe('music', () => {
  it('has 12+ songs, each with its own audio file as long as its duration', async () => {
    const { data } = await visitor.from('songs').select('*').order('title');
    const songs = data ?? [];
    expect(songs.length).toBeGreaterThanOrEqual(12);
    const fingerprints = new Set<string>();
    for (const song of songs) {
      const file = await fetchBytes(visitor.storage.from('music').getPublicUrl(song.filename).data.publicUrl);
      expect(file.status, song.title).toBe(200);
      expect(file.type).toContain('audio/wav');
      const view = new DataView(file.bytes.buffer);
      const seconds = view.getUint32(40, true) / view.getUint32(28, true);
      const [m, s] = (song.duration as string).split(':').map(Number) as [number, number];
      expect(Math.round(seconds)).toBe(m * 60 + s);
      fingerprints.add(Buffer.from(file.bytes.subarray(44 + 32000, 44 + 32064)).toString('hex'));
    }
    expect(fingerprints.size).toBe(songs.length); // every song sounds different
  });

  it('has a full Top 10 and at least two weekly lists', async () => {
    const { data: top } = await visitor.from('top10_playlist').select('position, created_by').order('position');
    expect(top).toHaveLength(10);
    expect(top?.every((t) => t.created_by)).toBe(true);
    const { data: weeks } = await visitor.from('top10_weekly_history').select('*').order('week_start_date', { ascending: false });
    expect(weeks?.length).toBeGreaterThanOrEqual(2);
    expect(weeks?.[0]?.songs).toHaveLength(10);
  });
});

describe('storage policies', () => {
  it('admins upload, replace and delete media; users and visitors cannot', async () => {
    const admin = await signedInActor('storage-admin', { admin: true });
    const user = await signedInActor('storage-user');
    const path = `tests/${Date.now()}.svg`;
    const body = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');

    const refusedUser = await user.client.storage.from('product-images').upload(path, body, { contentType: 'image/svg+xml' });
    expect(refusedUser.error).not.toBeNull();
    const refusedVisitor = await visitor.storage.from('blog-images').upload(path, body, { contentType: 'image/svg+xml' });
    expect(refusedVisitor.error).not.toBeNull();

    const uploaded = await admin.client.storage.from('product-images').upload(path, body, { contentType: 'image/svg+xml' });
    expect(uploaded.error).toBeNull();
    const replaced = await admin.client.storage.from('product-images').upload(path, body, { contentType: 'image/svg+xml', upsert: true });
    expect(replaced.error).toBeNull();
    const userDelete = await user.client.storage.from('product-images').remove([path]);
    expect(userDelete.data ?? []).toEqual([]);
    expect((await fetchBytes(visitor.storage.from('product-images').getPublicUrl(path).data.publicUrl)).status).toBe(200);
    const removed = await admin.client.storage.from('product-images').remove([path]);
    expect(removed.data).toHaveLength(1);
  });
});

describe('re-running the seed', () => {
  it('is idempotent', async () => {
    const counts = async () =>
      Promise.all(
        ['products', 'product_variants', 'blog_posts', 'press_resources', 'songs', 'song_ratings', 'top10_playlist', 'top10_weekly_history'].map(
          async (table) => (await service.from(table).select('*', { count: 'exact', head: true })).count,
        ),
      );
    const before = await counts();
    const { apiUrl, serviceRoleKey, dbUrl } = stackValues();
    await seed({ apiUrl, serviceRoleKey, dbUrl });
    expect(await counts()).toEqual(before);
    const client = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await client.rpc('is_admin')).data).toBe(true);
  }, 120_000);
});
