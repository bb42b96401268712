import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyMigrations, applyPlatform } from '../lib/database.ts';
import { MIGRATIONS_DIR } from '../lib/paths.ts';
import { testDatabase } from '../testing.ts';

const db = testDatabase();

describe('platform SQL (what a hosted Supabase project has)', () => {
  it('creates the API roles with Supabase attributes', async () => {
    const { rows } = await db.query<{ rolname: string; rolcanlogin: boolean; rolinherit: boolean; rolbypassrls: boolean }>(
      `select rolname, rolcanlogin, rolinherit, rolbypassrls from pg_roles
       where rolname in ('anon', 'authenticated', 'service_role', 'authenticator', 'supabase_admin') order by rolname`,
    );
    const byName = Object.fromEntries(rows.map((r) => [r.rolname, r]));
    expect(Object.keys(byName)).toHaveLength(5);
    expect(byName.anon).toMatchObject({ rolcanlogin: false, rolinherit: false, rolbypassrls: false });
    expect(byName.authenticated).toMatchObject({ rolcanlogin: false, rolinherit: false, rolbypassrls: false });
    expect(byName.service_role).toMatchObject({ rolcanlogin: false, rolbypassrls: true });
    expect(byName.authenticator).toMatchObject({ rolcanlogin: true, rolinherit: false });
    const { rows: members } = await db.query<{ rolname: string }>(
      `select r.rolname from pg_auth_members m join pg_roles r on r.oid = m.roleid
       join pg_roles u on u.oid = m.member where u.rolname = 'authenticator' order by 1`,
    );
    expect(members.map((m) => m.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
  });

  it('grants the API roles everything new in public, so RLS is what protects', async () => {
    await db.query('begin');
    try {
      await db.query('create table public.platform_probe (id int)');
      const { rows } = await db.query<{ grantee: string; privilege_type: string }>(
        `select grantee, privilege_type from information_schema.role_table_grants
         where table_schema = 'public' and table_name = 'platform_probe' and grantee in ('anon', 'authenticated', 'service_role')`,
      );
      for (const role of ['anon', 'authenticated', 'service_role']) {
        expect(rows.filter((r) => r.grantee === role).map((r) => r.privilege_type)).toEqual(
          expect.arrayContaining(['SELECT', 'INSERT', 'UPDATE', 'DELETE']),
        );
      }
    } finally {
      await db.query('rollback');
    }
  });

  it('has pgcrypto in extensions, reachable unqualified', async () => {
    const { rows } = await db.query<{ ok: boolean }>(`select crypt('clave', gen_salt('bf')) like '$2a$%' as ok`);
    expect(rows[0]?.ok).toBe(true);
    const { rows: ext } = await db.query<{ nspname: string }>(
      `select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pgcrypto'`,
    );
    expect(ext[0]?.nspname).toBe('extensions');
  });

  it('defines auth.uid(), auth.role(), auth.email() and auth.jwt() from request.jwt.claims', async () => {
    await db.query('begin');
    try {
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: '2b4c7a9e-7d1f-4c53-9f3e-1a2b3c4d5e6f', role: 'authenticated', email: 'a@b.es', aal: 'aal1' }),
      ]);
      await db.query('set local role authenticated');
      const { rows } = await db.query(
        `select auth.uid()::text as uid, auth.role() as role, auth.email() as email, auth.jwt() ->> 'aal' as aal`,
      );
      expect(rows[0]).toEqual({ uid: '2b4c7a9e-7d1f-4c53-9f3e-1a2b3c4d5e6f', role: 'authenticated', email: 'a@b.es', aal: 'aal1' });
      // Legacy per-claim settings win, as in Supabase's definitions.
      await db.query(`select set_config('request.jwt.claim.sub', '00000000-0000-0000-0000-000000000001', true)`);
      const { rows: legacy } = await db.query(`select auth.uid()::text as uid`);
      expect(legacy[0]).toEqual({ uid: '00000000-0000-0000-0000-000000000001' });
    } finally {
      await db.query('rollback');
    }
    const { rows: none } = await db.query(`select auth.uid() as uid, auth.jwt() as jwt`);
    expect(none[0]).toEqual({ uid: null, jwt: null });
  });

  it('shapes auth.users like Supabase and lets app triggers see new users', async () => {
    const { rows } = await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = 'auth' and table_name = 'users'`,
    );
    const columns = rows.map((r) => r.column_name);
    for (const c of [
      'instance_id', 'id', 'aud', 'role', 'email', 'encrypted_password', 'email_confirmed_at', 'invited_at',
      'confirmation_token', 'confirmation_sent_at', 'recovery_token', 'recovery_sent_at', 'last_sign_in_at',
      'raw_app_meta_data', 'raw_user_meta_data', 'is_super_admin', 'created_at', 'updated_at', 'phone',
      'confirmed_at', 'banned_until', 'deleted_at', 'is_anonymous', 'is_sso_user',
    ]) {
      expect(columns).toContain(c);
    }
    for (const table of ['identities', 'sessions', 'refresh_tokens']) {
      const { rowCount } = await db.query(
        `select 1 from information_schema.tables where table_schema = 'auth' and table_name = $1`,
        [table],
      );
      expect(rowCount).toBe(1);
    }
  });

  it('is idempotent and tracks each migration once', async () => {
    await applyPlatform(db, 'postgres');
    await applyPlatform(db, 'postgres');
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'));
    const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.split('_')[0]).sort());
  });

  it('applies a migration once, in its own transaction, and names the file that fails', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    try {
      writeFileSync(join(dir, '99990000000001_probe_ok.sql'), 'create table public.migration_probe_ok (id int);');
      writeFileSync(
        join(dir, '99990000000002_probe_broken.sql'),
        'create table public.migration_probe_half (id int);\nselect * from no_such_table;',
      );
      const error = await applyMigrations(db, dir).then(
        () => undefined,
        (e: unknown) => e as Error,
      );
      expect(error?.message).toContain('Migration 99990000000002_probe_broken.sql failed');
      expect(error?.message).toContain('relation "no_such_table" does not exist');
      expect(error?.message).toMatch(/99990000000002_probe_broken\.sql:2/);
      const { rows } = await db.query<{ ok: string | null; half: string | null }>(
        `select to_regclass('public.migration_probe_ok')::text as ok, to_regclass('public.migration_probe_half')::text as half`,
      );
      expect(rows[0]).toEqual({ ok: 'migration_probe_ok', half: null });

      rmSync(join(dir, '99990000000002_probe_broken.sql'));
      expect(await applyMigrations(db, dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await db.query('drop table if exists public.migration_probe_ok');
      await db.query(`delete from supabase_migrations.schema_migrations where version like '9999%'`);
    }
  });
});
