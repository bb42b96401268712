import type { Backend } from '../client.ts';
import type { Database } from '../database.types.ts';

export type UnsentMail = Database['public']['Functions']['admin_unsent_mails']['Returns'][number];

/** After this long an unsent mail is shown to the staff (the outbox retries it meanwhile). */
export const UNSENT_MAIL_MINUTES = 5;

/** Promised mails still unsent UNSENT_MAIL_MINUTES after they were promised, oldest first (admins only). */
export async function getUnsentMails(client: Backend): Promise<UnsentMail[]> {
  const { data, error } = await client.rpc('admin_unsent_mails', { p_minutes: UNSENT_MAIL_MINUTES });
  if (error) throw error;
  return data;
}
