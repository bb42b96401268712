/**
 * A throw-away database for generating types: the platform SQL and the project's migrations
 * applied to an empty database — what the hosted project has after `supabase db push`, and nothing
 * else (no seed, no API services).
 *
 * By default it is the local stack's embedded PostgreSQL in a temporary folder. Given a server
 * (the stack's DATABASE_URL), it is a temporary database created on that server and dropped
 * afterwards, so the data of the database behind that URL is never read or touched.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { applyMigrations, applyPlatform, connect } from '../local-stack/lib/database.ts';
import { startEmbeddedPostgres } from '../local-stack/lib/postgres.ts';
import { assertPortFree, freePort } from '../local-stack/lib/processes.ts';

export interface ScratchDatabase {
  dbUrl: string;
  /** Removes what `startScratchDatabase` created: the server (by its pid) and its folder, or the database. */
  stop(): Promise<void>;
}

export interface ScratchDatabaseOptions {
  /** Create the database on this PostgreSQL server instead of starting an embedded one. */
  serverUrl?: string;
  /** Port of the embedded server (default: a free one). */
  port?: number;
  /** Apply tools/local-stack/platform/*.sql and the migrations (default true). */
  migrate?: boolean;
  /** Folder of the migrations (default supabase/migrations). */
  migrationsDir?: string;
  log?: (line: string) => void;
}

async function migrate(dbUrl: string, migrationsDir: string | undefined, log: (line: string) => void): Promise<void> {
  const db = await connect(dbUrl, 'db-types');
  try {
    await applyPlatform(db, decodeURIComponent(new URL(dbUrl).password));
    const applied = migrationsDir ? await applyMigrations(db, migrationsDir) : await applyMigrations(db);
    log(`Applied ${applied.length} migration(s)`);
  } finally {
    await db.end();
  }
}

async function startEmbedded(port: number, log: (line: string) => void): Promise<ScratchDatabase> {
  await assertPortFree(port, 'PostgreSQL (db-types)');
  const dir = mkdtempSync(join(tmpdir(), 'pitwall-db-types-'));
  // When we run as root the server runs as the `postgres` user, which must reach the cluster folder.
  chmodSync(dir, 0o755);
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    const server = await startEmbeddedPostgres({
      pgDir: join(dir, 'pg'),
      port,
      logFile: join(dir, 'postgres.log'),
      fast: true,
      log,
    });
    log(`Scratch PostgreSQL on port ${port} (pid ${server.pid})`);
    return {
      dbUrl: server.dbUrl,
      stop: async () => {
        await server.stop();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}

async function createOnServer(serverUrl: string, log: (line: string) => void): Promise<ScratchDatabase> {
  const name = `pitwall_db_types_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, application_name: 'db-types' });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } catch (error) {
    throw new Error(
      `Could not create a scratch database on ${new URL(serverUrl).host}: ${(error as Error).message}. ` +
        'The role in DATABASE_URL needs CREATEDB, or unset DATABASE_URL to use an embedded server.',
    );
  } finally {
    await admin.end();
  }
  log(`Scratch database ${name} on ${new URL(serverUrl).host}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dbUrl: url.toString(),
    stop: async () => {
      const client = new pg.Client({ connectionString: serverUrl, application_name: 'db-types' });
      await client.connect();
      try {
        await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function startScratchDatabase(options: ScratchDatabaseOptions = {}): Promise<ScratchDatabase> {
  const log = options.log ?? (() => undefined);
  const scratch = options.serverUrl
    ? await createOnServer(options.serverUrl, log)
    : await startEmbedded(options.port ?? (await freePort()), log);
  try {
    if (options.migrate !== false) await migrate(scratch.dbUrl, options.migrationsDir, log);
  } catch (error) {
    await scratch.stop();
    throw error;
  }
  return scratch;
}
