/**
 * Guards over the whole schema, read from the live catalog so a new table or function cannot slip
 * through: RLS on every table, safe definer functions, the storage buckets, the seed's shape.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackValues } from '../../tools/local-stack/testing.ts';

let db: pg.Client;

const EXPECTED_TABLES = [
  'blog_posts', 'blog_subscribers', 'contact_messages', 'email_domains', 'manifesto_downloads',
  'music_downloads', 'order_items', 'orders', 'press_contacts', 'press_resources', 'product_sheet_requests',
  'product_variants', 'products', 'profiles', 'security_events', 'song_ratings', 'songs', 'top10_playlist',
  'top10_weekly_history', 'user_roles',
];

beforeAll(async () => {
  db = new pg.Client({ connectionString: stackValues().dbUrl });
  await db.connect();
});

afterAll(async () => {
  await db.end();
});

describe('schema guards', () => {
  it('has row-level security enabled on every table in public', async () => {
    const { rows } = await db.query<{ table: string; rls: boolean }>(`
      select c.relname as table, c.relrowsecurity as rls
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p')
      order by 1`);
    // Every entity of both specifications has its table…
    expect(rows.map((r) => r.table)).toEqual(expect.arrayContaining(EXPECTED_TABLES));
    // …and none, listed or added later, is left without RLS.
    expect(rows.filter((r) => !r.rls).map((r) => r.table)).toEqual([]);
  });

  it('has policies on every table (none relies on RLS alone to be locked)', async () => {
    const { rows } = await db.query<{ table: string; policies: number }>(`
      select c.relname as table, count(p.polname)::int as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      left join pg_policy p on p.polrelid = c.oid
      where n.nspname = 'public' and c.relkind = 'r'
      group by 1 order by 1`);
    expect(rows.filter((r) => r.policies === 0).map((r) => r.table)).toEqual([]);
  });

  it('every security definer function pins search_path and is not executable by PUBLIC', async () => {
    const { rows } = await db.query<{ name: string; config: string[] | null; public_exec: boolean }>(`
      select p.oid::regprocedure::text as name, p.proconfig as config,
             has_function_privilege('public', p.oid, 'execute') as public_exec
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.config?.some((c) => c.startsWith('search_path=')), `${row.name} sets search_path`).toBe(true);
    }
    // has_function_privilege('public', …) is true if PUBLIC can run it.
    const { rows: publicGrants } = await db.query<{ name: string }>(`
      select p.oid::regprocedure::text as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
      where n.nspname = 'public' and p.prosecdef and a.grantee = 0 and a.privilege_type = 'EXECUTE'`);
    expect(publicGrants.map((r) => r.name)).toEqual([]);
  });

  it('keeps service-only functions away from the API roles', async () => {
    for (const fn of ['public.confirm_order_payment(text,text)', 'public.grant_admin_by_email(text)']) {
      for (const role of ['anon', 'authenticated']) {
        const { rows } = await db.query<{ ok: boolean }>('select has_function_privilege($1, $2, $3) as ok', [role, fn, 'execute']);
        expect(rows[0]?.ok, `${role} on ${fn}`).toBe(false);
      }
      const { rows } = await db.query<{ ok: boolean }>('select has_function_privilege($1, $2, $3) as ok', ['service_role', fn, 'execute']);
      expect(rows[0]?.ok).toBe(true);
    }
  });

  it('creates the six public media buckets', async () => {
    const { rows } = await db.query<{ id: string; public: boolean }>('select id, public from storage.buckets order by id');
    for (const id of ['blog-images', 'music', 'press-documents', 'press-images', 'press-videos', 'product-images']) {
      expect(rows).toContainEqual({ id, public: true });
    }
  });
});
