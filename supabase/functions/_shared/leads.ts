/**
 * The mailing functions only write to someone who has just filled in the matching form: they look
 * for that request in the database (stored by the form a moment before) and claim it, so the
 * function cannot be used to send mail to arbitrary addresses, nor twice for one request. The lead
 * forms name their stored request by id (an unguessable uuid only the form knows); the older
 * forms find it by e-mail address.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { limitRecipient } from './rate-limit.ts';

/** How long after the form a request can still be mailed. */
export const REQUEST_WINDOW_MINUTES = 60;

/**
 * An ILIKE pattern matching exactly `value`, case-insensitively. Validated e-mails never contain
 * '*' (PostgREST's wildcard); '%', '_' and '\\' are escaped.
 */
export function exactIlike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface PendingRequest {
  id: string;
  email: string;
}

/**
 * Finds the newest request in `table` for `email` made in the last hour whose `sentColumn` is
 * still null, and marks it as sent in the same statement (so concurrent calls cannot both take it).
 * Returns null when there is none; `alreadySent` tells whether one existed but was already mailed.
 */
export async function claimRecentRequest<T extends PendingRequest>(
  db: SupabaseClient,
  table: string,
  sentColumn: string,
  email: string,
  filters: Record<string, string> = {},
): Promise<{ row: T | null; alreadySent: boolean }> {
  const since = new Date(Date.now() - REQUEST_WINDOW_MINUTES * 60_000).toISOString();
  let query = db
    .from(table)
    .select('*')
    .ilike('email', exactIlike(email))
    .gte('created_at', since)
    .order('created_at', { ascending: false })
    .limit(20);
  for (const [column, value] of Object.entries(filters)) query = query.eq(column, value);
  const { data, error } = await query;
  if (error) throw new Error(`${table} lookup failed: ${error.message}`);
  const rows = ((data ?? []) as Array<T & Record<string, unknown>>).filter(
    (row) => row.email.toLowerCase() === email.toLowerCase(),
  );
  for (const candidate of rows.filter((row) => row[sentColumn] === null)) {
    const { data: claimed, error: claimError } = await db
      .from(table)
      .update({ [sentColumn]: new Date().toISOString() })
      .eq('id', candidate.id)
      .is(sentColumn, null)
      .select('*')
      .maybeSingle();
    if (claimError) throw new Error(`${table} claim failed: ${claimError.message}`);
    if (claimed) return { row: await withinRecipientLimit(db, table, sentColumn, claimed as T), alreadySent: false };
  }
  return { row: null, alreadySent: rows.length > 0 };
}

/**
 * Claims the request `id` of `table` for mailing: sets `sentColumn` in one conditional update, so
 * of two concurrent calls only one gets the row. Only a request made in the last hour and not yet
 * mailed can be claimed; `exists` tells an already-mailed (or expired) request from an unknown one.
 */
export async function claimRequestById<T extends PendingRequest>(
  db: SupabaseClient,
  table: string,
  sentColumn: string,
  id: string,
): Promise<{ row: T | null; exists: boolean }> {
  const since = new Date(Date.now() - REQUEST_WINDOW_MINUTES * 60_000).toISOString();
  const { data: claimed, error } = await db
    .from(table)
    .update({ [sentColumn]: new Date().toISOString() })
    .eq('id', id)
    .is(sentColumn, null)
    .gte('created_at', since)
    .select('*')
    .maybeSingle();
  if (error) throw new Error(`${table} claim failed: ${error.message}`);
  if (claimed) return { row: await withinRecipientLimit(db, table, sentColumn, claimed as T), exists: true };
  const { data: existing, error: lookupError } = await db.from(table).select('id').eq('id', id).maybeSingle();
  if (lookupError) throw new Error(`${table} lookup failed: ${lookupError.message}`);
  return { row: null, exists: existing !== null };
}

/** A claimed request whose address has had its share of mail today is given back, and 429 answered. */
export async function withinRecipientLimit<T extends PendingRequest>(db: SupabaseClient, table: string, sentColumn: string, row: T): Promise<T> {
  try {
    await limitRecipient(db, row.email);
  } catch (error) {
    await releaseRequest(db, table, sentColumn, row.id);
    throw error;
  }
  return row;
}

/** Gives a claimed request back when its e-mail could not be sent, so a retry may send it. */
export async function releaseRequest(db: SupabaseClient, table: string, sentColumn: string, id: string): Promise<void> {
  const { error } = await db.from(table).update({ [sentColumn]: null }).eq('id', id);
  if (error) console.error(`${table} release failed: ${error.message}`);
}
