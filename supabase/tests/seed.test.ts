/**
 * The demo data every screen relies on (ARCHITECTURE.md "Demo data"), its generated files being
 * real, in web formats and served by storage, the demo accounts of the README, the storage write
 * policies, and that running the seed again changes nothing, not one byte of a file.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseFallbackPath, responsiveImage, type Backend } from '@pitwall/backend';
import { anonClient, serviceClient, signIn, stackValues } from '../../tools/local-stack/testing.ts';
import { getActivitySeries } from '@pitwall/backend/admin';
import { blogImage, productImage } from '../seed/lib/artwork.ts';
import seed, { DEMO_ADMIN, DEMO_CUSTOMER } from '../seed/seed.ts';
import { SITE_TIME_ZONE } from '../functions/_shared/contracts/site-time.ts';
import { signedInActor } from './support/clients.ts';
import { pictureInfo, streamInfo } from './support/media.ts';

const visitor = anonClient();
const service = serviceClient();

async function fetchBytes(url: string): Promise<{ status: number; type: string | null; bytes: Uint8Array }> {
  const response = await fetch(url);
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

const seconds = (duration: string) => {
  const [m, s] = duration.split(':').map(Number) as [number, number];
  return m * 60 + s;
};

/**
 * A picture the seed stored with renditions: the fallback at `url` (JPEG or PNG, as wide as its name
 * says) and each WebP of its srcset, decoded at the width the srcset announces.
 */
async function expectPictureSet(url: string, label: string): Promise<void> {
  const name = parseFallbackPath(url);
  expect(name, `${label}: ${url}`).not.toBeNull();
  const fallback = await fetchBytes(url);
  const format = name?.format === 'png' ? 'png' : 'jpeg';
  expect(fallback.status, label).toBe(200);
  expect(fallback.type, label).toContain(`image/${format}`);
  expect(await pictureInfo(fallback.bytes), label).toMatchObject({ format, width: name?.width });
  const candidates = responsiveImage(url).webpSrcSet?.split(', ') ?? [];
  expect(candidates.length, label).toBeGreaterThan(1);
  for (const candidate of candidates) {
    const [src, width] = candidate.split(' ') as [string, string];
    const webp = await fetchBytes(src);
    expect(webp.status, src).toBe(200);
    expect(webp.type, src).toContain('image/webp');
    expect(await pictureInfo(webp.bytes), src).toMatchObject({ format: 'webp', width: Number.parseInt(width, 10) });
  }
}

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
    for (const p of products) await expectPictureSet(p.image_url, p.title);

    const tickets = products.find((p) => p.category === 'tickets' && p.product_variants.length >= 4);
    expect(tickets).toBeDefined();
    for (const v of tickets.product_variants) {
      expect(v.attributes.tribunas).toBeTruthy();
      expect(v.attributes.descripcion).toBeTruthy();
      await expectPictureSet(v.location_image_url, v.variant_name);
    }
    expect(tickets.product_variants.filter((v: { stock: number }) => v.stock === 0)).toHaveLength(1);
    expect(tickets.product_variants.filter((v: { is_default: boolean }) => v.is_default)).toHaveLength(1);

    const merch = products.filter((p) => p.category === 'merchandising');
    expect(merch.some((p) => Number(p.shipping_cost) > 0 && p.additional_details.color && p.additional_details.sizes?.length && p.additional_details.material)).toBe(true);
    const digital = products.find((p) => p.category === 'digital');
    expect(digital.additional_details).toMatchObject({ week: expect.any(Number), song_count: expect.any(Number) });
    expect(products.some((p) => p.stock === 0)).toBe(true);
  });

  it('draws product pictures without their titles: the card writes the title, the picture shows the product', () => {
    for (const category of ['tickets', 'merchandising', 'digital'] as const) {
      const { svg } = productImage({ title: 'Sudadera Pit Crew', category, color: 'Negro' });
      expect(svg).not.toMatch(/Sudadera|Pit Crew/);
    }
  });

  it('draws blog covers and galleries without words: the post writes its title beside them', () => {
    for (const variant of ['cover', 'gallery'] as const) expect(blogImage('una-entrada', variant).svg).not.toContain('<text');
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
      await expectPictureSet(post.featured_image, post.slug);
      expect(post.images.length).toBeGreaterThan(0);
      for (const url of post.images) await expectPictureSet(url, post.slug);
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
      if (r.file_type === 'image') {
        await expectPictureSet(url, r.title);
        const { width, height } = await pictureInfo(file.bytes);
        expect(`${width}x${height}`).toBe(r.dimensions);
        expect(url.toUpperCase().endsWith(`.${r.file_format}`)).toBe(true);
      }
      if (r.file_type === 'video') {
        expect(file.type).toContain('video/mp4');
        expect(await streamInfo(file.bytes)).toMatchObject({ streams: ['Video: h264'], size: r.dimensions });
      }
      if (r.file_type === 'audio') {
        expect(file.type).toContain('audio/mp4');
        expect((await streamInfo(file.bytes)).streams).toEqual(['Audio: aac']);
      }
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
  it('has 12+ songs, each with its own AAC audio file as long as its duration', async () => {
    const { data } = await visitor.from('songs').select('*').order('title');
    const songs = data ?? [];
    expect(songs.length).toBeGreaterThanOrEqual(12);
    const fingerprints = new Set<string>();
    for (const song of songs) {
      expect(song.filename).toMatch(/\.m4a$/);
      const file = await fetchBytes(visitor.storage.from('music').getPublicUrl(song.filename).data.publicUrl);
      expect(file.status, song.title).toBe(200);
      expect(file.type).toContain('audio/mp4');
      const audio = await streamInfo(file.bytes);
      expect(audio.streams).toEqual(['Audio: aac']);
      expect(Math.round(audio.seconds), song.title).toBe(seconds(song.duration));
      fingerprints.add(createHash('sha256').update(file.bytes).digest('hex'));
    }
    expect(fingerprints.size).toBe(songs.length); // every song sounds different
  });

  it('has a full Top 10 and at least two weekly lists', async () => {
    // created_by (an admin's id) is the service's to read, not a visitor's.
    const { data: top } = await service.from('top10_playlist').select('position, created_by').order('position');
    expect(top).toHaveLength(10);
    expect(top?.every((t) => t.created_by)).toBe(true);
    const { data: weeks } = await visitor.from('top10_weekly_history').select('week_start_date, songs').order('week_start_date', { ascending: false });
    expect(weeks?.length).toBeGreaterThanOrEqual(2);
    expect(weeks?.[0]?.songs).toHaveLength(10);
  });

  it("the newest weekly list is this week's, Monday to Sunday in Madrid, numbered as the calendar does", async () => {
    const db = new pg.Client({ connectionString: stackValues().dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ monday: string; week: number }>(
        `select to_char(date_trunc('week', (now() at time zone '${SITE_TIME_ZONE}')::date), 'YYYY-MM-DD') as monday, extract(week from now() at time zone '${SITE_TIME_ZONE}')::integer as week`,
      );
      const { data: weeks } = await visitor.from('top10_weekly_history').select('week_start_date, week_end_date, week_number, title')
        .in('id', ['f0000000-0000-4000-8000-000000000044', 'f0000000-0000-4000-8000-000000000045', 'f0000000-0000-4000-8000-000000000046'])
        .order('week_start_date', { ascending: false });
      const newest = weeks?.[0];
      expect(newest?.week_start_date).toBe(rows[0]?.monday);
      expect(newest?.week_number).toBe(rows[0]?.week);
      expect(newest?.title).toBe(`Top 10 · Semana ${rows[0]?.week}`);
      expect(new Date(`${newest?.week_end_date}T00:00:00Z`).getTime() - new Date(`${newest?.week_start_date}T00:00:00Z`).getTime()).toBe(6 * 86_400_000);
    } finally {
      await db.end();
    }
  });
});

describe('activity history (the admin summary\'s charts)', () => {
  it('has leads of every kind in each of the last twelve weeks but this one, and paid orders in recent months', async () => {
    const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const series = await getActivitySeries(admin as unknown as Backend);
    const totals = series.leads_per_week.map((week) => Object.values(week.by_kind).reduce((sum, n) => sum + n, 0));
    expect(totals.slice(0, 11).every((total) => total > 0), totals.join(', ')).toBe(true);
    for (const kind of ['contacto', 'demo', 'ficha', 'manifiesto', 'prensa', 'musica', 'suscriptor'] as const) {
      expect(series.leads_per_week.reduce((sum, week) => sum + (week.by_kind[kind] ?? 0), 0), kind).toBeGreaterThan(0);
    }
    expect(series.orders_per_month.slice(-3).filter((month) => month.paid_orders > 0 && month.revenue_cents > 0).length).toBeGreaterThanOrEqual(2);
    expect(series.sheet_requests_by_format.every((format) => format.requests > 0)).toBe(true);
  });

  it('order lines of products that have variants name one (size, seat, day); orders are numbered PW-000001… in the order they were placed', async () => {
    const { data: lines, error } = await service
      .from('order_items')
      .select('product_id, variant_id, variant_name, orders!inner(email)')
      .like('orders.email', '%@demo.pitwall.local');
    expect(error).toBeNull();
    const { data: products } = await service.from('products').select('id').eq('has_variants', true);
    const hasVariants = new Set((products ?? []).map((product) => product.id));
    const withVariants = (lines ?? []).filter((line) => line.product_id && hasVariants.has(line.product_id));
    expect(withVariants.length).toBeGreaterThan(0);
    expect(withVariants.every((line) => line.variant_id && line.variant_name)).toBe(true);
    const { data: orders } = await service.from('orders').select('reference, number, created_at').like('email', '%@demo.pitwall.local').order('created_at');
    const numbers = (orders ?? []).map((order) => order.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(orders?.every((order) => /^PW-\d{6}$/.test(order.reference))).toBe(true);
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

/** Every file in the site's buckets: its version (new on each upload) and the SHA-256 of what visitors download. */
async function storedFiles(): Promise<Map<string, { version: string; sha256: string }>> {
  const db = new pg.Client({ connectionString: stackValues().dbUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ bucket_id: string; name: string; version: string }>(
      `select bucket_id, name, version from storage.objects
       where bucket_id in ('press-images', 'press-videos', 'press-documents', 'product-images', 'blog-images', 'music')`,
    );
    const files = new Map<string, { version: string; sha256: string }>();
    for (const row of rows) {
      const file = await fetchBytes(visitor.storage.from(row.bucket_id).getPublicUrl(row.name).data.publicUrl);
      files.set(`${row.bucket_id}/${row.name}`, { version: row.version, sha256: createHash('sha256').update(file.bytes).digest('hex') });
    }
    return files;
  } finally {
    await db.end();
  }
}

describe('re-running the seed', () => {
  const tables = ['products', 'product_variants', 'blog_posts', 'press_resources', 'songs', 'song_ratings', 'top10_playlist', 'top10_weekly_history', 'web_vitals'];
  // The history's leads and orders are told apart from other tests' rows by their demo address.
  const history = ['contact_messages', 'product_sheet_requests', 'manifesto_downloads', 'press_contacts', 'music_downloads', 'blog_subscribers', 'orders'];
  const counts = async () =>
    Promise.all([
      ...tables.map(async (table) => (await service.from(table).select('*', { count: 'exact', head: true })).count),
      ...history.map(async (table) => (await service.from(table).select('*', { count: 'exact', head: true }).like('email', '%@demo.pitwall.local')).count),
    ]);
  let countsBefore: Awaited<ReturnType<typeof counts>>;
  let countsAfter: Awaited<ReturnType<typeof counts>>;
  let filesBefore: Awaited<ReturnType<typeof storedFiles>>;
  let filesAfter: Awaited<ReturnType<typeof storedFiles>>;

  beforeAll(async () => {
    countsBefore = await counts();
    filesBefore = await storedFiles();
    const { apiUrl, serviceRoleKey, dbUrl } = stackValues();
    // Every file rendered and encoded afresh, not taken from the media cache the first run may have used.
    process.env.PITWALL_SEED_CACHE = 'off';
    try {
      await seed({ apiUrl, serviceRoleKey, dbUrl });
    } finally {
      delete process.env.PITWALL_SEED_CACHE;
    }
    countsAfter = await counts();
    filesAfter = await storedFiles();
  }, 180_000);

  it('is idempotent', async () => {
    expect(countsAfter).toEqual(countsBefore);
    const client = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect((await client.rpc('is_admin')).data).toBe(true);
  });

  it('writes every media file again with the same bytes', async () => {
    // The stack's seed ran in another process: a second run must reproduce each file exactly.
    const { data: songs } = await visitor.from('songs').select('filename');
    const { data: products } = await visitor.from('products').select('image_url');
    const seeded = [
      ...(songs ?? []).map((song) => `music/${song.filename}`),
      ...(products ?? []).flatMap((product) => [product.image_url, ...(responsiveImage(product.image_url).webpSrcSet?.split(', ') ?? [])]).map(
        (url: string) => url.split(' ')[0]?.split('/storage/v1/object/public/')[1],
      ),
      'press-videos/videos/pitwall-presentacion.mp4',
    ];
    const rewritten = [...filesAfter].filter(([key, file]) => filesBefore.has(key) && filesBefore.get(key)?.version !== file.version);
    expect(rewritten.map(([key]) => key)).toEqual(expect.arrayContaining(seeded));
    for (const [key, file] of rewritten) expect(file.sha256, key).toBe(filesBefore.get(key)?.sha256);
  });
});
