import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR, PLATFORM_SQL_DIR, REPO_ROOT, SEED_DIR } from './paths.ts';

export type Db = pg.Client;

export async function connect(dbUrl: string, applicationName = 'local-stack'): Promise<Db> {
  const client = new pg.Client({
    connectionString: dbUrl,
    application_name: applicationName,
    // Seeds and migrations written for Supabase call crypt()/gen_salt() unqualified.
    options: '-c search_path="$user",public,extensions',
  });
  await client.connect();
  return client;
}

function sqlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => join(dir, name));
}

/** Turns a pg error into "file:line: message" so a broken migration is easy to find. */
function describeSqlError(file: string, sql: string, error: unknown): string {
  const e = error as pg.DatabaseError;
  let where = relative(REPO_ROOT, file);
  if (e.position) {
    const offset = Number(e.position) - 1;
    const line = sql.slice(0, offset).split('\n').length;
    where += `:${line}`;
  }
  const parts = [`${where}: ${e.message}`];
  if (e.detail) parts.push(`DETAIL: ${e.detail}`);
  if (e.hint) parts.push(`HINT: ${e.hint}`);
  if (e.where) parts.push(`CONTEXT: ${e.where}`);
  return parts.join('\n');
}

/** What a hosted Supabase project already has (roles, auth, storage…). Idempotent, run at every start. */
export async function applyPlatform(db: Db, authenticatorPassword: string): Promise<void> {
  // Two stacks starting against one server must not interleave the role/schema DDL.
  await db.query('select pg_advisory_lock(hashtext($1))', ['local-stack:platform']);
  try {
    for (const file of sqlFiles(PLATFORM_SQL_DIR)) {
      const sql = readFileSync(file, 'utf8');
      try {
        await db.query('begin');
        await db.query(sql);
        await db.query('commit');
      } catch (error) {
        await db.query('rollback').catch(() => undefined);
        throw new Error(`Platform SQL failed at ${describeSqlError(file, sql, error)}`);
      }
    }
    // PostgREST logs in as authenticator; its password is the stack's database password.
    await db.query(`alter role authenticator with login password ${pg.escapeLiteral(authenticatorPassword)}`);
  } finally {
    await db.query('select pg_advisory_unlock(hashtext($1))', ['local-stack:platform']);
  }
}

export interface AppliedMigration {
  version: string;
  name: string;
}

/**
 * Applies supabase/migrations/*.sql in file-name order, once each, like the Supabase CLI:
 * `<version>_<name>.sql`, tracked in supabase_migrations.schema_migrations, one transaction each.
 */
export async function applyMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<AppliedMigration[]> {
  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map(
      (r) => r.version,
    ),
  );
  const done: AppliedMigration[] = [];
  for (const file of sqlFiles(dir)) {
    const stem = basename(file, '.sql');
    const match = /^(\d+)_?(.*)$/.exec(stem);
    if (!match) {
      throw new Error(
        `Migration file name ${basename(file)} must start with a version number (<timestamp>_<name>.sql).`,
      );
    }
    const version = match[1] as string;
    const name = match[2] ?? '';
    if (applied.has(version)) continue;
    const sql = readFileSync(file, 'utf8');
    try {
      await db.query('begin');
      await db.query(sql);
      await db.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, name, [sql]],
      );
      await db.query('commit');
    } catch (error) {
      await db.query('rollback').catch(() => undefined);
      throw new Error(`Migration ${basename(file)} failed; nothing of it was applied.\n${describeSqlError(file, sql, error)}`);
    }
    applied.add(version);
    done.push({ version, name });
  }
  return done;
}

const SEED_TABLE_DDL = `
  create table if not exists supabase_migrations.seed_files (
    path text primary key,
    hash text not null
  )`;

export const SEED_SQL = join(SEED_DIR, 'seed.sql');
export const SEED_TS = join(SEED_DIR, 'seed.ts');
const SEED_SQL_KEY = 'supabase/seed/seed.sql';
const SEED_TS_KEY = 'supabase/seed/seed.ts';

export interface SeedState {
  sqlDone: boolean;
  scriptDone: boolean;
}

export async function seedState(db: Db): Promise<SeedState> {
  await db.query(SEED_TABLE_DDL);
  const { rows } = await db.query<{ path: string }>('select path from supabase_migrations.seed_files');
  const paths = new Set(rows.map((r) => r.path));
  return { sqlDone: paths.has(SEED_SQL_KEY), scriptDone: paths.has(SEED_TS_KEY) };
}

function fileHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Runs supabase/seed/seed.sql in one transaction and records it (so it runs once per database). */
export async function runSeedSql(db: Db): Promise<boolean> {
  if (!existsSync(SEED_SQL)) return false;
  const sql = readFileSync(SEED_SQL, 'utf8');
  try {
    await db.query('begin');
    await db.query(sql);
    await db.query(
      `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
       on conflict (path) do update set hash = excluded.hash`,
      [SEED_SQL_KEY, fileHash(SEED_SQL)],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw new Error(`Seed failed; nothing of it was applied.\n${describeSqlError(SEED_SQL, sql, error)}`);
  }
  return true;
}

export async function markSeedScriptDone(db: Db): Promise<void> {
  await db.query(
    `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
     on conflict (path) do update set hash = excluded.hash`,
    [SEED_TS_KEY, fileHash(SEED_TS)],
  );
}

/**
 * Empties a database that is not ours to delete (DATABASE_URL): drops every application schema and
 * extension so the platform SQL, migrations and seed can rebuild it from scratch.
 */
export async function wipeDatabase(db: Db): Promise<void> {
  const { rows: schemas } = await db.query<{ nspname: string }>(
    `select nspname from pg_namespace
     where nspname not in ('pg_catalog', 'information_schema', 'extensions')
       and nspname not like 'pg\\_%'`,
  );
  const { rows: extensions } = await db.query<{ extname: string }>(
    `select extname from pg_extension where extname not in ('plpgsql', 'pgcrypto', 'uuid-ossp')`,
  );
  await db.query('begin');
  try {
    for (const { extname } of extensions) await db.query(`drop extension if exists ${pg.escapeIdentifier(extname)} cascade`);
    for (const { nspname } of schemas) await db.query(`drop schema if exists ${pg.escapeIdentifier(nspname)} cascade`);
    await db.query('create schema public');
    await db.query('commit');
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  }
}
