/**
 * Schema completeness: every view, function and storage bucket of the schema, read from the
 * database at test time, must have an explicit decision below for a visitor (anon), a signed-in
 * user and an admin — so the next one cannot ship without its access being decided. Tables have
 * their rows' rules in rls.test.ts ('covers every table in public') and their privileges here
 * (TABLE_GRANTS). The decisions are checked against the real database and API, not only listed.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, stackValues } from '../../tools/local-stack/testing.ts';
import { signedInActor } from './support/clients.ts';

/**
 * Who may call a function through the API. 'anyone': anon and signed-in; 'signed-in': signed-in
 * only; 'admin': signed-in may call it but it refuses non-admins itself (its body calls the admin
 * guard admin_sql.require_admin, or is_admin());
 * 'server': only the service role (or definer code); 'trigger': a trigger function, never called.
 */
type FunctionAccess = 'anyone' | 'signed-in' | 'admin' | 'server' | 'trigger';
/** Reading a view through the API: 'rows' allowed, 'denied' refused (42501). */
type ViewAccess = Record<'anon' | 'user' | 'admin', 'rows' | 'denied'>;
/** A bucket: public reads, and who may write (the storage policies; admin-only everywhere here). */
interface BucketAccess {
  public: boolean;
  writers: 'admin';
}

const FUNCTIONS: Record<string, FunctionAccess> = {
  admin_activity_series: 'admin',
  admin_add_top10_song: 'admin',
  admin_blog_posts: 'admin',
  admin_dashboard: 'admin',
  admin_remove_top10_song: 'admin',
  admin_replace_top10: 'admin',
  admin_save_product: 'admin',
  admin_snapshot_top10_week: 'admin',
  admin_unsent_mails: 'admin',
  admin_web_vitals_daily: 'admin',
  admin_web_vitals_p75: 'admin',
  admin_web_vitals_releases: 'admin',
  // Security invoker: counts only the rows security_events' policies let the caller read (admins).
  admin_security_event_counts: 'signed-in',
  cancel_order_payment: 'server',
  confirm_order_payment: 'server',
  create_pending_order: 'server',
  finish_outbox_mail: 'server',
  check_variant_price: 'trigger',
  claim_outbox_mails: 'server',
  get_blog_post_body: 'anyone',
  grant_admin_by_email: 'server',
  handle_new_user: 'trigger',
  is_admin: 'anyone',
  normalize_manifesto_download: 'trigger',
  normalize_press_contact: 'trigger',
  normalize_subscriber_email: 'trigger',
  notify_public_content_changed: 'trigger',
  product_stock_from_variants: 'trigger',
  // Visitors' field measurements (sendBeacon); checked and limited per address inside.
  report_web_vitals: 'anyone',
  // The deploy and the local shell server register the releases they publish (the beacon's allowlist).
  register_site_releases: 'server',
  request_user_session: 'anyone',
  set_created_at: 'trigger',
  set_updated_at: 'trigger',
  song_rating_summary: 'anyone',
  stamp_published_at: 'trigger',
  sync_product_stock: 'trigger',
  take_rate_limit: 'server',
  verify_blog_subscription: 'anyone',
};

const VIEWS: Record<string, ViewAccess> = {
  // Signed-in users may query it, but each table's RLS leaves them no rows (rls.test.ts).
  admin_inbox: { anon: 'denied', user: 'rows', admin: 'rows' },
  song_ratings_aggregated: { anon: 'rows', user: 'rows', admin: 'rows' },
};

const BUCKETS: Record<string, BucketAccess> = {
  'press-images': { public: true, writers: 'admin' },
  'press-videos': { public: true, writers: 'admin' },
  'press-documents': { public: true, writers: 'admin' },
  'product-images': { public: true, writers: 'admin' },
  'blog-images': { public: true, writers: 'admin' },
  music: { public: true, writers: 'admin' },
  'site-images': { public: true, writers: 'admin' },
};

/**
 * The privileges the browser's roles hold on each table and view of the exposed schema, exactly:
 * 'SELECT' on the whole table, 'INSERT (email, id)' on those columns only. Writes only where a
 * browser writes (a visitor's form, a customer's own rows, an admin's panel through RLS); what only
 * functions or definer code write has none. A grant added anywhere fails this test.
 */
const READ = ['SELECT'];
/** What an admin's panel writes through RLS (policies check is_admin()), besides reading. */
const ADMIN_WRITES = ['DELETE', 'INSERT', 'SELECT', 'UPDATE'];
/** A lead as its sender wrote it: admins read it and only mark it handled. */
const LEAD_READ = ['SELECT', 'UPDATE (handled_at)'];
const TABLE_GRANTS: Record<string, Record<'anon' | 'authenticated', string[]>> = {
  admin_inbox: { anon: [], authenticated: READ },
  blog_posts: {
    anon: ['SELECT (created_at, excerpt, featured_image, id, published, published_at, slug, tags, title, updated_at)'],
    // The body is read through get_blog_post_body (the content gate); admins write posts.
    authenticated: ['DELETE', 'INSERT', 'SELECT (created_at, created_by, excerpt, featured_image, id, published, published_at, slug, tags, title, updated_at)', 'UPDATE'],
  },
  blog_subscribers: { anon: ['INSERT (email, id)'], authenticated: ['INSERT (email, id)', ...LEAD_READ] },
  contact_messages: { anon: [], authenticated: LEAD_READ },
  // Written by verify-domain (service role).
  email_domains: { anon: [], authenticated: READ },
  mail_outbox: { anon: [], authenticated: READ },
  manifesto_downloads: { anon: ['INSERT (email, empresa, id, nombre, puesto)'], authenticated: ['INSERT (email, empresa, id, nombre, puesto)', ...LEAD_READ] },
  music_downloads: { anon: ['INSERT (email, empresa, id, nombre)'], authenticated: ['INSERT (email, empresa, id, nombre)', ...LEAD_READ] },
  // Written by create-payment and the payment functions.
  order_items: { anon: [], authenticated: READ },
  orders: { anon: [], authenticated: READ },
  press_contacts: {
    anon: ['INSERT (email, id, medio, mensaje, nombre, telefono, tipo_solicitud)'],
    authenticated: ['INSERT (email, id, medio, mensaje, nombre, telefono, tipo_solicitud)', ...LEAD_READ],
  },
  press_resources: { anon: READ, authenticated: ADMIN_WRITES },
  product_sheet_requests: { anon: [], authenticated: LEAD_READ },
  // admin_save_product is security invoker: the admin's own privileges and policies apply.
  product_variants: { anon: READ, authenticated: ADMIN_WRITES },
  products: { anon: READ, authenticated: ADMIN_WRITES },
  // A customer's own profile (upsert).
  profiles: { anon: [], authenticated: ['INSERT', 'SELECT', 'UPDATE'] },
  security_events: { anon: [], authenticated: READ },
  // An admin sets the hero photo with an upsert.
  site_images: { anon: READ, authenticated: ['INSERT', 'SELECT', 'UPDATE'] },
  song_ratings: {
    anon: ['INSERT (rating, song_id, user_session)', 'SELECT', 'UPDATE (rating, updated_at)'],
    authenticated: ['INSERT (rating, song_id, user_session)', 'SELECT', 'UPDATE (rating, updated_at)'],
  },
  song_ratings_aggregated: { anon: READ, authenticated: READ },
  songs: { anon: READ, authenticated: ADMIN_WRITES },
  // The Top 10 RPCs are security invoker, like admin_save_product.
  top10_playlist: { anon: ['SELECT (created_at, id, position, song_id)'], authenticated: ADMIN_WRITES },
  top10_weekly_history: {
    anon: ['SELECT (created_at, description, id, songs, title, updated_at, week_end_date, week_number, week_start_date)'],
    authenticated: ADMIN_WRITES,
  },
  // Roles are granted by grant_admin_by_email (definer) only.
  user_roles: { anon: [], authenticated: READ },
  web_vitals: { anon: [], authenticated: READ },
};

interface FunctionRow {
  name: string;
  is_trigger: boolean;
  anon: boolean;
  authenticated: boolean;
  checks_admin: boolean;
  uses_guard: boolean;
}

const service = serviceClient();
let db: pg.Client;
let functions: FunctionRow[] = [];
let views: string[] = [];
let buckets: Array<{ id: string; public: boolean; allowed_mime_types: string[] | null }> = [];

beforeAll(async () => {
  db = new pg.Client({ connectionString: stackValues().dbUrl });
  await db.connect();
  functions = (
    await db.query<FunctionRow>(`
      select p.proname as name,
             p.prorettype = 'trigger'::regtype as is_trigger,
             has_function_privilege('anon', p.oid, 'EXECUTE') as anon,
             has_function_privilege('authenticated', p.oid, 'EXECUTE') as authenticated,
             p.prosrc ~* '(is_admin|admin_sql[.]require_admin)[(]' as checks_admin,
             p.prosrc ilike '%admin_sql.require_admin(%' as uses_guard
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`)
  ).rows;
  views = (await db.query<{ relname: string }>(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind in ('v', 'm')`)).rows.map(
    (r) => r.relname,
  );
  buckets = (await db.query<{ id: string; public: boolean; allowed_mime_types: string[] | null }>('select id, public, allowed_mime_types from storage.buckets')).rows;
});

afterAll(async () => {
  await db.end();
});

describe('every function, view and bucket has a decided access', () => {
  it('lists each of them below (add the new one, with who may use it)', () => {
    const missing = [
      ...functions.filter((f) => !(f.name in FUNCTIONS)).map((f) => `function public.${f.name}`),
      ...views.filter((v) => !(v in VIEWS)).map((v) => `view public.${v}`),
      ...buckets.filter((b) => !(b.id in BUCKETS)).map((b) => `bucket ${b.id}`),
    ];
    expect(missing, 'no access decided for these: add them to supabase/tests/schema-access.test.ts').toEqual([]);
    const gone = [...Object.keys(FUNCTIONS).filter((n) => !functions.some((f) => f.name === n)), ...Object.keys(VIEWS).filter((v) => !views.includes(v)), ...Object.keys(BUCKETS).filter((b) => !buckets.some((x) => x.id === b))];
    expect(gone, 'decided for things the schema no longer has').toEqual([]);
  });

  it('tables: anon and authenticated hold exactly the privileges decided, writes only where a browser writes', async () => {
    const { rows } = await db.query<{ relname: string; role: 'anon' | 'authenticated'; grants: string[] }>(`
      with table_grants as (
        select c.oid, a.grantee, a.privilege_type as grant_text
          from pg_class c join pg_namespace n on n.oid = c.relnamespace, aclexplode(c.relacl) a
         where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
      ), column_grants as (
        select c.oid, a.grantee, a.privilege_type || ' (' || string_agg(att.attname, ', ' order by att.attname) || ')' as grant_text
          from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute att on att.attrelid = c.oid, aclexplode(att.attacl) a
         where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p')
         group by c.oid, a.grantee, a.privilege_type
      )
      select c.relname, r.rolname as role,
             coalesce(array_agg(g.grant_text order by g.grant_text) filter (where g.grant_text is not null), '{}') as grants
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        cross join pg_roles r
        left join (select * from table_grants union all select * from column_grants) g on g.oid = c.oid and g.grantee = r.oid
       where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p') and r.rolname in ('anon', 'authenticated')
       group by c.relname, r.rolname`);
    const actual: Record<string, Record<string, string[]>> = {};
    for (const row of rows) (actual[row.relname] ??= {})[row.role] = row.grants;
    expect(actual).toEqual(TABLE_GRANTS);
  });

  it('tables: the API exposes public (and graphql_public, which holds none) only', async () => {
    const config = readFileSync(new URL('../config.toml', import.meta.url), 'utf8');
    expect(/^schemas = (.+)$/m.exec(config)?.[1]).toBe('["public", "graphql_public"]');
    const { rows } = await db.query(`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'graphql_public' and c.relkind in ('r', 'v', 'm', 'p')`);
    expect(rows).toEqual([]);
  });

  it('functions: execute rights match the decision', () => {
    const actual = Object.fromEntries(
      functions.map((f) => {
        if (f.is_trigger) return [f.name, 'trigger'];
        if (f.anon && f.authenticated) return [f.name, 'anyone'];
        if (f.authenticated) return [f.name, f.checks_admin ? 'admin' : 'signed-in'];
        return [f.name, 'server'];
      }),
    );
    expect(actual).toEqual(FUNCTIONS);
  });

  it('admin functions refuse through the one guard (admin_sql.require_admin), not a copy of it', () => {
    const copies = functions.filter((f) => FUNCTIONS[f.name] === 'admin' && !f.uses_guard).map((f) => f.name);
    expect(copies, 'these check is_admin() themselves: call admin_sql.require_admin instead').toEqual([]);
  });

  it('views: each role reads as decided through the API', async () => {
    const clients = {
      anon: anonClient(),
      user: (await signedInActor('vistas-usuario')).client,
      admin: (await signedInActor('vistas-admin', { admin: true })).client,
    };
    for (const [view, access] of Object.entries(VIEWS)) {
      for (const role of ['anon', 'user', 'admin'] as const) {
        const { error } = await clients[role].from(view).select('*').limit(1);
        expect(error ? error.code === '42501' && 'denied' : 'rows', `${view} as ${role}`).toBe(access[role]);
      }
    }
  });

  it('buckets: public as decided; visitors and signed-in users cannot upload, replace or delete in any', async () => {
    expect(Object.fromEntries(buckets.map((b) => [b.id, b.public]))).toEqual(Object.fromEntries(Object.entries(BUCKETS).map(([id, b]) => [id, b.public])));
    const admin = (await signedInActor('cubos-admin', { admin: true })).client;
    const user = (await signedInActor('cubos-usuario')).client;
    for (const { id: bucket, allowed_mime_types: types } of buckets) {
      // A file of a type the bucket takes, so a refusal below is about who writes, not what.
      const file = () => new Blob(['hola'], { type: types?.[0] ?? 'application/octet-stream' });
      const existing = `prueba/${randomUUID()}`;
      const uploaded = await admin.storage.from(bucket).upload(existing, file());
      expect(uploaded.error, `admin uploading to ${bucket}`).toBeNull();
      for (const [client, who] of [
        [anonClient(), 'anon'],
        [user, 'user'],
      ] as const) {
        const fresh = await client.storage.from(bucket).upload(`prueba/${randomUUID()}`, file());
        expect(fresh.error, `${who} uploading to ${bucket}`).not.toBeNull();
        const replaced = await client.storage.from(bucket).upload(existing, file(), { upsert: true });
        expect(replaced.error, `${who} replacing a file in ${bucket}`).not.toBeNull();
        await client.storage.from(bucket).remove([existing]);
        const still = await service.storage.from(bucket).list('prueba', { search: existing.slice('prueba/'.length) });
        expect(still.data?.length, `${who} deleting a file in ${bucket}`).toBe(1);
      }
      expect((await admin.storage.from(bucket).remove([existing])).error).toBeNull();
    }
  });

  it('buckets: even an admin is held to each bucket\'s types and size on the server', async () => {
    const admin = (await signedInActor('cubos-limites', { admin: true })).client;
    const script = await admin.storage.from('product-images').upload(`prueba/${randomUUID()}.html`, new Blob(['<script>alert(1)</script>'], { type: 'text/html' }));
    expect(script.error?.message).toMatch(/mime type text\/html is not supported/i);
    const huge = new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'image/png' });
    const big = await admin.storage.from('product-images').upload(`prueba/${randomUUID()}.png`, huge);
    expect(big.error?.message).toMatch(/exceeded the maximum allowed size/i);
  });
});
