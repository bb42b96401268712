/**
 * Per-client limits for the functions, kept in the database (public.take_rate_limit, migration
 * 20261125160000_rate_limits.sql) so every function instance counts in the same place.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { clientIp, HttpError } from './http.ts';

/** Counts `hits` hits (one by default) of `client` in `bucket`; past `max` per `windowSeconds` answers 429. */
export async function takeRateLimit(db: SupabaseClient, bucket: string, client: string | null, max: number, windowSeconds: number, hits = 1): Promise<void> {
  const { error } = await db.rpc('take_rate_limit', { bucket, client: client ?? '', max_hits: max, window_seconds: windowSeconds, hits });
  if (!error) return;
  if (error.code === 'PT429') throw new HttpError(429, error.message);
  throw new Error(`take_rate_limit failed: ${error.message}`);
}

/** The calling address's limit for one function. */
export function limitCaller(db: SupabaseClient, req: Request, fn: string, max: number, windowSeconds: number): Promise<void> {
  return takeRateLimit(db, `fn:${fn}`, clientIp(req), max, windowSeconds);
}
