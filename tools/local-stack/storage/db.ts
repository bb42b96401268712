import pg from 'pg';
import type { Caller } from './auth.ts';
import { toStorageError } from './errors.ts';

/** Who a query runs as: a verified API caller, or the storage service itself (bypasses RLS). */
export interface RequestScope {
  caller: Caller;
  method: string;
  path: string;
  headers: Record<string, string>;
}

export type Tx = pg.PoolClient;

export class StorageDb {
  readonly pool: pg.Pool;

  constructor(dbUrl: string) {
    this.pool = new pg.Pool({
      connectionString: dbUrl,
      max: 5,
      idleTimeoutMillis: 10_000,
      application_name: 'local-stack-storage',
      // Everything this service touches is schema-qualified; keep extensions reachable for policies.
      options: '-c search_path=storage,public,extensions',
    });
    // An idle client losing its connection (server restart) must not crash the service.
    this.pool.on('error', () => undefined);
  }

  /**
   * Runs `fn` in one transaction. Errors from PostgreSQL come out as Storage errors
   * (42501 → AccessDenied "new row violates row-level security policy", 23505 → Duplicate…).
   * `fn` starts as the service; call `actAs(tx, scope)` to drop to the caller's role.
   */
  async tx<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      const result = await fn(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      throw toStorageError(error);
    } finally {
      client.release(broken);
    }
  }

  /** A transaction run entirely as the caller (RLS applies), or as the service when scope is null. */
  as<T>(scope: RequestScope | null, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.tx(async (tx) => {
      if (scope) await actAs(tx, scope);
      return fn(tx);
    });
  }

  /** A transaction that is always rolled back: "would the caller be allowed to do this?" */
  async dryRun(scope: RequestScope | null, fn: (tx: Tx) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      if (scope) await actAs(client, scope);
      await fn(client);
    } catch (error) {
      throw toStorageError(error);
    } finally {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      client.release(broken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/**
 * Switches the rest of the transaction to the caller, exactly like Supabase Storage and PostgREST:
 * `set local role`, the claims in `request.jwt.claims` (read by auth.uid()/auth.role()/auth.jwt()),
 * and the legacy `request.jwt.claim.*` settings. The role comes from a verified token and an allow-list;
 * every value is passed as a parameter.
 */
export async function actAs(tx: Tx, scope: RequestScope): Promise<void> {
  const { caller } = scope;
  await tx.query(
    `select set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $1, true),
            set_config('request.method', $4, true),
            set_config('request.path', $5, true),
            set_config('request.headers', $6, true),
            set_config('storage.operation', $7, true)`,
    [
      caller.role,
      JSON.stringify(caller.claims),
      caller.sub ?? '',
      scope.method,
      scope.path,
      JSON.stringify(scope.headers),
      `${scope.method} ${scope.path}`,
    ],
  );
}
