import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './lib/processes.ts';
import { startStack, type RunningStack } from './stack.ts';

/**
 * A second stack of its own (own ports, own folder) so restarting and resetting never disturbs
 * the stack the other tests use.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'local-stack-lifecycle-'));
// When we run as root the cluster runs as the postgres user, which must be able to enter the folder.
chmodSync(dataDir, 0o755);
let stack: RunningStack | undefined;

async function start(reset = false): Promise<RunningStack> {
  const ports = { api: await freePort(), db: await freePort(), mailWeb: await freePort(), smtp: await freePort() };
  stack = await startStack({ profile: 'test', dataDir, ports, reset, seed: true, log: () => undefined });
  return stack;
}

async function query<T extends pg.QueryResultRow>(s: RunningStack, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: s.dbUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stack lifecycle', () => {
  it('keeps data across a restart, and a reset restores the seed', async () => {
    let s = await start();
    const seeded = await query<{ n: string }>(s, 'select count(*) as n from auth.users');
    const email = `reinicio.${Date.now()}@example.com`;
    const created = await fetch(`${s.apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: s.serviceRoleKey, Authorization: `Bearer ${s.serviceRoleKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secreto123', email_confirm: true }),
    });
    expect(created.status).toBe(200);
    const keys = { anon: s.anonKey, secret: s.jwtSecret };
    await s.stop();

    const restartedAt = Date.now();
    s = await start();
    expect(Date.now() - restartedAt).toBeLessThan(15_000);
    // Same keys (generated once per data folder), same data.
    expect(s.anonKey).toBe(keys.anon);
    expect(s.jwtSecret).toBe(keys.secret);
    expect(await query(s, 'select email from auth.users where email = $1', [email])).toHaveLength(1);
    const signIn = await fetch(`${s.apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: s.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secreto123' }),
    });
    expect(signIn.status).toBe(200);
    await s.stop();

    s = await start(true);
    expect(await query(s, 'select email from auth.users where email = $1', [email])).toHaveLength(0);
    const afterReset = await query<{ n: string }>(s, 'select count(*) as n from auth.users');
    expect(afterReset[0]?.n).toBe(seeded[0]?.n);
    const migrations = await query<{ n: string }>(s, 'select count(*) as n from supabase_migrations.schema_migrations');
    expect(Number(migrations[0]?.n)).toBeGreaterThan(0);
    await s.stop();
    stack = undefined;
  });
});
