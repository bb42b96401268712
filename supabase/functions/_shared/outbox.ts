/**
 * The sending side of the mail outbox (migration 20261202090000_mail_outbox.sql). A mail is first
 * promised (a row, once per order or lead), then sent by whoever claims it: the function that
 * promised it, right away, or the send-pending-mails sweep later. What a mail says is rendered
 * elsewhere (emails.ts, payments-email.ts); this module only stores and sends.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getEnv } from './env.ts';
import { sendMail, type MailMessage } from './mailer.ts';

export type MailKind =
  | 'order_confirmation'
  | 'manifesto'
  | 'product_sheet'
  | 'press_notification'
  | 'blog_welcome'
  | 'contact_notification'
  | 'music_download';

export interface OutboxRow {
  id: string;
  kind: MailKind;
  ref_id: string;
  recipient: string;
  message: MailMessage | null;
  attempts: number;
}

/** Renders a mail promised without its content (an order confirmation: the order is read when sent). */
export type LateRenderer = (db: SupabaseClient, row: OutboxRow) => Promise<MailMessage>;
export type LateRenderers = Partial<Record<MailKind, LateRenderer>>;

/** How long a sender holds a claimed mail before a sweep may take it again (it may have died). */
function leaseSeconds(): number {
  return Number(getEnv('MAIL_LEASE_SECONDS') ?? '120');
}

/** Promises `message` for (kind, refId); null when that mail was already promised. */
export async function promiseMail(db: SupabaseClient, kind: MailKind, refId: string, message: MailMessage): Promise<string | null> {
  const { data, error } = await db
    .from('mail_outbox')
    .upsert({ kind, ref_id: refId, recipient: message.to, message }, { onConflict: 'kind,ref_id', ignoreDuplicates: true })
    .select('id');
  if (error) throw new Error(`promising the ${kind} mail failed: ${error.message}`);
  return (data as Array<{ id: string }>)[0]?.id ?? null;
}

/** Whether (kind, refId) already has its mail promised (sent or not). */
export async function mailPromised(db: SupabaseClient, kind: MailKind, refId: string): Promise<boolean> {
  const { data, error } = await db.from('mail_outbox').select('id').eq('kind', kind).eq('ref_id', refId).maybeSingle();
  if (error) throw new Error(`mail_outbox lookup failed: ${error.message}`);
  return data !== null;
}

async function claim(db: SupabaseClient, args: { p_id?: string; p_limit?: number }): Promise<OutboxRow[]> {
  const { data, error } = await db.rpc('claim_outbox_mails', { ...args, p_lease_seconds: leaseSeconds() });
  if (error) throw new Error(`claim_outbox_mails failed: ${error.message}`);
  return (data ?? []) as OutboxRow[];
}

async function finish(db: SupabaseClient, id: string, failure: string | null): Promise<void> {
  const { error } = await db.rpc('finish_outbox_mail', { p_id: id, p_error: failure });
  // The mail is out but unstamped: the lease runs out and it may go once more. Loud, never silent.
  if (error) console.error(`[outbox] could not record mail ${id} as ${failure ? 'failed' : 'sent'}: ${error.message}`);
}

async function deliver(db: SupabaseClient, row: OutboxRow, renderers: LateRenderers): Promise<boolean> {
  try {
    const render = renderers[row.kind];
    const message = row.message ?? (render ? await render(db, row) : null);
    if (!message) throw new Error(`no content for the ${row.kind} mail`);
    // One Message-ID per promised mail: were it ever sent twice, mail clients show it once.
    await sendMail(message, { messageId: `<${row.id}@outbox.pitwall>` });
  } catch (error) {
    console.error(`[outbox] ${row.kind} mail ${row.id} (attempt ${row.attempts}) not sent; it will be retried`, error);
    await finish(db, row.id, error instanceof Error ? error.message : String(error));
    return false;
  }
  await finish(db, row.id, null);
  return true;
}

/**
 * Sends the promised mail `id` now, unless another sender holds it or it went already. False: it
 * stays in the outbox and the sweep sends it (the caller's answer stays "sent": it will be).
 */
export async function sendPromisedMail(db: SupabaseClient, id: string, renderers: LateRenderers = {}): Promise<boolean> {
  const [row] = await claim(db, { p_id: id, p_limit: 1 });
  return row ? deliver(db, row, renderers) : false;
}

/**
 * The sweep: due unsent mails, oldest first, one claim at a time (so each lease starts when its
 * send does), until none is due, `limit` were tried or `budgetMs` has passed.
 */
export async function sendDueMails(
  db: SupabaseClient,
  renderers: LateRenderers,
  { limit = 50, budgetMs = 50_000 } = {},
): Promise<{ sent: number; failed: number }> {
  const deadline = Date.now() + budgetMs;
  let sent = 0;
  let failed = 0;
  while (sent + failed < limit && Date.now() < deadline) {
    const [row] = await claim(db, { p_limit: 1 });
    if (!row) break;
    if (await deliver(db, row, renderers)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
