/**
 * The mailing functions only write to someone who has just filled in the matching form: they look
 * for that request in the database (stored by the form a moment before) and promise its mail in
 * the outbox, once per request, so the function cannot be used to send mail to arbitrary
 * addresses, nor twice for one request. The lead forms name their stored request by id (an
 * unguessable uuid only the form knows).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';
import type { MailMessage } from './mailer.ts';
import { mailPromised, promiseMail, type MailKind } from './outbox.ts';
import { takeRateLimit } from './rate-limit.ts';

/** How long after the form a request can still be mailed. */
export const REQUEST_WINDOW_MINUTES = 60;

/** What a visitor is told when one address has had its share of lead mails today. */
export const RECIPIENT_LIMIT_MESSAGE =
  'Ya hemos enviado varios emails a esta dirección hoy. Revisa tu bandeja de entrada (y la carpeta de spam) o inténtalo de nuevo mañana.';

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

/** Mails to one address from all lead forms together: a visitor cannot bury a third party's inbox. */
export async function limitRecipient(db: SupabaseClient, email: string): Promise<void> {
  try {
    await takeRateLimit(db, 'mail-to', email.trim().toLowerCase(), 5, 86_400);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) throw new HttpError(429, RECIPIENT_LIMIT_MESSAGE);
    throw error;
  }
}

/**
 * Promises the mail of request `id` of `table` (made in the last hour; `filters` narrow it, e.g.
 * to the address the caller named) as `kind`, with the content `render` makes of it. `row` null:
 * nothing promised now, and `exists` tells an already-mailed (or expired) request from an unknown
 * one. `limitRecipient` false for a mail to the company, not to the visitor.
 */
export async function promiseRequestMail<T extends PendingRequest>(
  db: SupabaseClient,
  request: { table: string; id: string; kind: MailKind; filters?: Record<string, string>; limitRecipient?: boolean },
  render: (row: T) => MailMessage | Promise<MailMessage>,
): Promise<{ row: T | null; outboxId: string | null; exists: boolean }> {
  const since = new Date(Date.now() - REQUEST_WINDOW_MINUTES * 60_000).toISOString();
  let query = db.from(request.table).select('*').eq('id', request.id).gte('created_at', since);
  for (const [column, pattern] of Object.entries(request.filters ?? {})) query = query.ilike(column, exactIlike(pattern));
  const { data, error } = await query.maybeSingle();
  if (error) throw new Error(`${request.table} lookup failed: ${error.message}`);
  const row = data as T | null;
  if (!row || (await mailPromised(db, request.kind, row.id))) {
    const { data: existing, error: lookupError } = await db.from(request.table).select('id').eq('id', request.id).maybeSingle();
    if (lookupError) throw new Error(`${request.table} lookup failed: ${lookupError.message}`);
    return { row: null, outboxId: null, exists: existing !== null };
  }
  if (request.limitRecipient !== false) await limitRecipient(db, row.email);
  const outboxId = await promiseMail(db, request.kind, row.id, await render(row));
  return outboxId ? { row, outboxId, exists: true } : { row: null, outboxId: null, exists: true };
}
