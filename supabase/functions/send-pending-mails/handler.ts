/**
 * The outbox sweep: sends every promised mail that is due (never sent, or failed and past its
 * backoff, or held by a sender that died). Called with the service-role key only: every minute by
 * pg_cron on hosted Supabase, every few seconds by the local stack (README: "Mails that survive").
 */
import { bearerToken, HttpError, json, postHandler } from '../_shared/http.ts';
import { requireEnv } from '../_shared/env.ts';
import { sendDueMails } from '../_shared/outbox.ts';
import { renderOrderConfirmation } from '../_shared/payments.ts';
import { adminClient } from '../_shared/supabase-admin.ts';

export const handler: (req: Request) => Promise<Response> = postHandler('send-pending-mails', async (req) => {
  if (bearerToken(req) !== requireEnv('SUPABASE_SERVICE_ROLE_KEY')) {
    throw new HttpError(403, 'Solo el programador de tareas puede enviar los emails pendientes.');
  }
  const db = await adminClient();
  const result = await sendDueMails(db, { order_confirmation: renderOrderConfirmation });
  if (result.sent + result.failed > 0) console.log(`[send-pending-mails] sent ${result.sent}, failed ${result.failed}`);
  return json(200, result);
});
