/**
 * Second half of the demo seed, run by the local stack after seed.sql once the API is up:
 *  1. demo accounts through the Auth admin API (an admin, a customer) and the admin role;
 *  2. media generated in code — no downloads — uploaded through the Storage API: product pictures
 *     and circuit maps, blog covers and galleries, press logo and photos (SVG artwork rendered by
 *     sharp to WebP renditions plus a JPEG/PNG fallback), a press video (H.264 MP4 by ffmpeg), music
 *     synthesised for every song and the press jingle (AAC .m4a by ffmpeg), and PDFs (manifesto,
 *     data sheets, press kit);
 *  3. the URL and size columns that point at those files, and created_by of the seeded content;
 *  4. 28 days of field performance measurements (content/web-vitals.ts) up to the time it runs;
 *  5. twelve weeks of leads and orders before today (activity-history.ts) for the admin's charts.
 * Everything is derived from the rows seed.sql wrote, with fixed names and upserts, so running it
 * again (or after `db:reset`) gives the same result, byte for byte.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import WebSocket from 'ws';
import { HISTORY_DAYS, seedActivityHistory } from './activity-history.ts';
import { MANIFESTO_PATH, PRESS_DOCUMENTS, PRODUCT_SHEETS, manifesto } from './content/documents.ts';
import { SEEDED_RELEASES, webVitalsHistory } from './content/web-vitals.ts';
import { parseFallbackPath } from '../../libs/backend/src/storage/image-renditions.ts';
import { blogImage, circuitMap, logo, podiumPhoto, productImage, simulatorPhoto, type Artwork } from './lib/artwork.ts';
import { renderImageSet, type MediaFile } from './lib/images.ts';
import { SONG_FORMAT, encodeSong, parseDuration, renderSong } from './lib/music.ts';
import { renderPdf } from './lib/pdf.ts';
import { VIDEO, encodePressVideo } from './lib/video.ts';

export interface SeedContext {
  apiUrl: string;
  serviceRoleKey: string;
  dbUrl: string;
}

/** Local-only demo accounts (their credentials are in the README). Never created in production. */
export const DEMO_ADMIN = {
  email: 'admin@pitwall.local',
  password: 'Pitwall-Admin-2025',
  nombre: 'Equipo',
  apellidos: 'Pitwall',
} as const;
export const DEMO_CUSTOMER = {
  email: 'cliente@pitwall.local',
  password: 'Pitwall-Cliente-2025',
  nombre: 'Lucía',
  apellidos: 'Martín Ferrer',
} as const;

const log = (line: string) => console.log(`[seed] ${line}`);

function serviceClient(ctx: SeedContext): SupabaseClient {
  return createClient(ctx.apiUrl, ctx.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(typeof (globalThis as { WebSocket?: unknown }).WebSocket === 'undefined'
      ? { realtime: { transport: WebSocket as never } }
      : {}),
  });
}

/** Creates the confirmed account, or resets its password and metadata if it already exists. */
async function ensureUser(
  client: SupabaseClient,
  account: { email: string; password: string; nombre: string; apellidos: string },
): Promise<string> {
  const attributes = {
    password: account.password,
    email_confirm: true,
    user_metadata: { nombre: account.nombre, apellidos: account.apellidos },
  };
  const created = await client.auth.admin.createUser({ email: account.email, ...attributes });
  if (created.data.user) return created.data.user.id;
  if (created.error?.code !== 'email_exists') {
    throw new Error(`Could not create ${account.email}: ${created.error?.message ?? 'unknown error'}`);
  }
  for (let page = 1; ; page += 1) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 200 });
    if (error) throw new Error(`Could not list users: ${error.message}`);
    const existing = data.users.find((u) => u.email?.toLowerCase() === account.email);
    if (existing) {
      const updated = await client.auth.admin.updateUserById(existing.id, attributes);
      if (updated.error) throw new Error(`Could not update ${account.email}: ${updated.error.message}`);
      return existing.id;
    }
    if (data.users.length < 200) throw new Error(`${account.email} exists but was not found in the user list`);
  }
}

async function upload(client: SupabaseClient, bucket: string, path: string, bytes: Uint8Array, contentType: string): Promise<string> {
  const { error } = await client.storage.from(bucket).upload(path, bytes, { upsert: true, contentType, cacheControl: '3600' });
  if (error) throw new Error(`Upload of ${bucket}/${path} failed: ${error.message}`);
  return client.storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

/** Site artwork's fallback: a JPEG at the middle width (browsers with WebP never fetch it). */
const SITE_FALLBACK_WIDTH = 960;

/** Uploads a picture's renditions and fallback; returns the fallback's public URL. */
async function uploadPicture(client: SupabaseClient, bucket: string, base: string, art: Artwork): Promise<string> {
  const set = await renderImageSet(art, base, 'jpg', SITE_FALLBACK_WIDTH);
  await Promise.all(set.files.map((file) => upload(client, bucket, file.path, file.bytes, file.contentType)));
  return client.storage.from(bucket).getPublicUrl(set.fallback.path).data.publicUrl;
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const BUCKET_BY_TYPE: Record<string, string> = {
  image: 'press-images',
  video: 'press-videos',
  audio: 'press-documents',
  document: 'press-documents',
};

/**
 * The files of one press resource: for a picture its WebP renditions and, at file_path, the full-size
 * fallback that journalists download; otherwise the one file at file_path.
 */
async function pressFiles(row: { title: string; file_type: string; file_path: string; dimensions: string | null; description: string | null }): Promise<{
  files: MediaFile[];
  main: MediaFile;
  dimensions: string | null;
}> {
  const single = (bytes: Uint8Array, contentType: string, dimensions: string | null = null) => {
    const main = { path: row.file_path, bytes, contentType };
    return { files: [main], main, dimensions };
  };
  switch (row.file_type) {
    case 'image': {
      const fallback = parseFallbackPath(row.file_path);
      if (!fallback) throw new Error(`Press picture ${row.file_path} must be named <name>-<width>w.jpg|png`);
      const [w, h] = (row.dimensions ?? '1800x1200').split('x').map(Number) as [number, number];
      const art = row.file_path.startsWith('logos/') ? logo(w, h) : row.file_path.includes('podio') ? podiumPhoto(w, h, row.file_path) : simulatorPhoto(w, h, row.file_path);
      const set = await renderImageSet(art, fallback.base, fallback.format, fallback.width);
      return { files: set.files, main: set.fallback, dimensions: set.dimensions };
    }
    case 'video':
      return single(await encodePressVideo(), VIDEO.contentType, `${VIDEO.width}x${VIDEO.height}`);
    case 'audio':
      return single(await encodeSong(renderSong({ title: row.title, genre: 'Pop', seconds: 8 })), SONG_FORMAT.contentType);
    default: {
      const doc = PRESS_DOCUMENTS[row.file_path] ?? {
        title: row.title,
        blocks: [{ kind: 'paragraph' as const, text: row.description ?? row.title }],
        footer: 'Pitwall · Barcelona',
      };
      return single(renderPdf(doc), 'application/pdf');
    }
  }
}

/** The media sections query side by side: a pool gives each its own connection. */
type Db = pg.Pool;

const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function seedPressKit(client: SupabaseClient, db: Db): Promise<void> {
  const started = performance.now();
  const press = await db.query<{
    id: string;
    title: string;
    description: string | null;
    file_type: string;
    file_path: string;
    dimensions: string | null;
  }>('select id, title, description, file_type, file_path, dimensions from public.press_resources order by created_at');
  for (const row of press.rows) {
    const { files, main, dimensions } = await pressFiles(row);
    await Promise.all(files.map((file) => upload(client, BUCKET_BY_TYPE[row.file_type] ?? 'press-documents', file.path, file.bytes, file.contentType)));
    await db.query('update public.press_resources set file_size = $2, dimensions = coalesce($3, dimensions) where id = $1', [
      row.id,
      main.bytes.byteLength,
      dimensions,
    ]);
  }
  log(`press kit: ${press.rowCount} files (${since(started)})`);
}

/** One original recording per song, as long as its duration says. */
async function seedMusic(client: SupabaseClient, db: Db): Promise<void> {
  const started = performance.now();
  const songs = await db.query<{ title: string; genre: string; duration: string; filename: string }>(
    'select title, genre, duration, filename from public.songs order by title',
  );
  for (const song of songs.rows) {
    const audio = await encodeSong(renderSong({ title: song.title, genre: song.genre, seconds: parseDuration(song.duration) }));
    await upload(client, 'music', song.filename, audio, SONG_FORMAT.contentType);
  }
  log(`music: ${songs.rowCount} songs (${since(started)})`);
}

/** Product pictures and stand locations. */
async function seedShop(client: SupabaseClient, db: Db): Promise<void> {
  const started = performance.now();
  const products = await db.query<{ id: string; title: string; category: 'tickets' | 'merchandising' | 'digital'; subcategory: string | null; color: string | null }>(
    `select id, title, category, subcategory, additional_details ->> 'color' as color from public.products`,
  );
  for (const product of products.rows) {
    const url = await uploadPicture(client, 'product-images', `productos/${slugify(product.title)}`, productImage(product));
    await db.query('update public.products set image_url = $2 where id = $1', [product.id, url]);
  }
  const stands = await db.query<{ id: string; tribunas: string }>(
    `select id, attributes ->> 'tribunas' as tribunas from public.product_variants where attributes ? 'tribunas'`,
  );
  for (const variant of stands.rows) {
    const url = await uploadPicture(client, 'product-images', `ubicaciones/${variant.id}`, circuitMap(variant.tribunas));
    await db.query('update public.product_variants set location_image_url = $2 where id = $1', [variant.id, url]);
  }
  log(`shop: ${products.rowCount} product pictures, ${stands.rowCount} stand maps (${since(started)})`);
}

/** Blog covers and galleries. */
async function seedBlog(client: SupabaseClient, db: Db): Promise<void> {
  const started = performance.now();
  const posts = await db.query<{ id: string; slug: string; tags: string[] }>('select id, slug, tags from public.blog_posts');
  for (const post of posts.rows) {
    const cover = await uploadPicture(client, 'blog-images', `${post.slug}/portada`, blogImage(post.slug, 'cover'));
    const gallery: string[] = [];
    for (let i = 0; i < Math.min(3, post.tags.length); i++) {
      gallery.push(await uploadPicture(client, 'blog-images', `${post.slug}/galeria-${i + 1}`, blogImage(`${post.slug}:${i}`, 'gallery')));
    }
    await db.query('update public.blog_posts set featured_image = $2, images = $3 where id = $1', [post.id, cover, gallery]);
  }
  log(`blog: ${posts.rowCount} posts illustrated (${since(started)})`);
}

/** Runs `work` on one connection of the pool inside a transaction: all of it or nothing. */
async function inTransaction(db: Db, work: (tx: pg.PoolClient) => Promise<void>): Promise<void> {
  const tx = await db.connect();
  try {
    await tx.query('begin');
    await work(tx);
    await tx.query('commit');
  } catch (error) {
    await tx.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    tx.release();
  }
}

/** 28 days of field measurements up to now (content/web-vitals.ts), replacing the seeded releases' rows. */
async function seedWebVitals(db: Db): Promise<void> {
  const rows = webVitalsHistory(new Date());
  const column = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((row) => row[key]);
  await inTransaction(db, async (tx) => {
    await tx.query('delete from public.web_vitals where release = any($1)', [Object.values(SEEDED_RELEASES).flat()]);
    await tx.query(
      `insert into public.web_vitals (created_at, route, remote, release, device, connection, metric, value)
       select * from unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::double precision[])`,
      [column('created_at'), column('route'), column('remote'), column('release'), column('device'), column('connection'), column('metric'), column('value')],
    );
  });
  log(`web vitals: ${rows.length} measurements over 28 days`);
}

export default async function seed(ctx: SeedContext): Promise<void> {
  const client = serviceClient(ctx);
  const db = new pg.Pool({ connectionString: ctx.dbUrl, application_name: 'seed.ts', max: 4 });
  try {
    // 1. Accounts
    const adminId = await ensureUser(client, DEMO_ADMIN);
    const customerId = await ensureUser(client, DEMO_CUSTOMER);
    await db.query(
      `insert into public.user_roles (user_id, role) values ($1, 'admin')
       on conflict (user_id) do update set role = 'admin'`,
      [adminId],
    );
    log(`accounts: ${DEMO_ADMIN.email} (admin), ${DEMO_CUSTOMER.email} (${customerId.slice(0, 8)}…)`);

    // 1b. Twelve weeks of leads and orders behind the admin summary's charts.
    const history = await seedActivityHistory(db);
    log(`history: ${history.leads} leads, ${history.orders} orders over ${Math.round(HISTORY_DAYS / 7)} weeks`);

    // 2a. Downloadable documents the functions link to.
    await upload(client, 'press-documents', MANIFESTO_PATH, renderPdf(manifesto), 'application/pdf');
    for (const sheet of Object.values(PRODUCT_SHEETS)) {
      await upload(client, 'press-documents', sheet.path, renderPdf(sheet.doc), 'application/pdf');
    }

    // 2b. The media sections touch different rows and files: they run side by side, so ffmpeg's
    // encodes (separate processes) overlap sharp's rendering. All finish before any error is thrown.
    const sections = await Promise.allSettled([seedPressKit(client, db), seedMusic(client, db), seedShop(client, db), seedBlog(client, db)]);
    const failed = sections.find((section): section is PromiseRejectedResult => section.status === 'rejected');
    if (failed) throw failed.reason;

    // 3. Seeded content belongs to the demo admin.
    await inTransaction(db, async (tx) => {
      await tx.query('update public.blog_posts set created_by = $1 where created_by is null', [adminId]);
      await tx.query('update public.top10_playlist set created_by = $1 where created_by is null', [adminId]);
      await tx.query('update public.top10_weekly_history set created_by = $1 where created_by is null', [adminId]);
    });

    // 4. Field performance history for the admin panel's charts.
    await seedWebVitals(db);
  } finally {
    await db.end();
  }
}
