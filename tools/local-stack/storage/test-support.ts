/**
 * Test support for the storage service's own tests: a scratch PostgreSQL (embedded, its own port and
 * folder under the OS temp dir) with the platform SQL and the project's real migrations applied, plus
 * users and tokens. Stopped by pid in afterAll; nothing is shared with a developer's stack.
 */
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { applyMigrations, applyPlatform, connect } from '../lib/database.ts';
import { startEmbeddedPostgres } from '../lib/postgres.ts';
import { freePort } from '../lib/processes.ts';

export const TEST_JWT_SECRET = 'storage-tests-secret-with-at-least-32-characters';

export interface ScratchDb {
  dbUrl: string;
  stop(): Promise<void>;
}

export async function startScratchDb(): Promise<ScratchDb> {
  const root = mkdtempSync(join(tmpdir(), 'storage-test-'));
  // Postgres runs as the `postgres` user when we are root: it must be able to enter the folder.
  chmodSync(root, 0o777);
  const port = await freePort();
  const pgDir = join(root, 'pg');
  const running = await startEmbeddedPostgres({
    pgDir,
    port,
    logFile: join(root, 'postgres.log'),
    fast: true,
    log: () => undefined,
  });
  try {
    const db = await connect(running.dbUrl, 'storage-tests');
    try {
      await applyPlatform(db, 'storage-tests');
      await applyMigrations(db);
    } finally {
      await db.end();
    }
  } catch (error) {
    await running.stop();
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return {
    dbUrl: running.dbUrl,
    async stop() {
      await running.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

async function sign(claims: Record<string, unknown>, expiresInS = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresInS)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

export const anonKey = () => sign({ iss: 'supabase-demo', role: 'anon' });
export const serviceRoleKey = () => sign({ iss: 'supabase-demo', role: 'service_role' });

/** Creates a confirmed auth user (admin when asked, through user_roles like the app) and its access token. */
export async function createUser(dbUrl: string, admin: boolean): Promise<{ id: string; token: string }> {
  const id = randomUUID();
  const email = `${admin ? 'admin' : 'user'}-${id.slice(0, 8)}@example.com`;
  const db = await connect(dbUrl, 'storage-tests');
  try {
    await db.query(
      `insert into auth.users (instance_id, id, aud, role, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, now(), '{}', '{}', now(), now())`,
      [id, email],
    );
    if (admin) {
      await db.query(
        `insert into public.user_roles (user_id, role) values ($1, 'admin')
         on conflict (user_id) do update set role = 'admin'`,
        [id],
      );
    }
  } finally {
    await db.end();
  }
  const token = await sign({ sub: id, role: 'authenticated', aud: 'authenticated', email, session_id: randomUUID() });
  return { id, token };
}

export { sign as signTestJwt };
