/**
 * Tells the press inbox about a journalist's request. The form stores the request in press_contacts
 * first (with an id it chose) and then calls this function with that id: the function promises the
 * notification of that one stored row (made in the last hour) in the outbox and mails what was
 * stored — one mail per stored request (now, or when the outbox retries it), and nothing for a
 * request that is not in the database.
 */
import { type PressContactRow, pressContactNotification } from '../_shared/emails.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { promiseRequestMail } from '../_shared/leads.ts';
import { sendPromisedMail } from '../_shared/outbox.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, parseInput, z } from '../_shared/validation.ts';
import { limitCaller } from '../_shared/rate-limit.ts';

const schema = body({
  id: z.uuid({ error: 'Falta la referencia (id) de la solicitud de prensa guardada.' }),
});

export const handler: (req: Request) => Promise<Response> = postHandler('send-press-contact-notification', async (req) => {
  const { id } = parseInput(schema, await readJson(req));
  const db = await adminClient();
  await limitCaller(db, req, 'send-press-contact-notification', 20, 600);

  // A mail to the press inbox, not to the visitor: no per-recipient limit.
  const { outboxId, exists } = await promiseRequestMail<PressContactRow>(
    db,
    { table: 'press_contacts', id, kind: 'press_notification', limitRecipient: false },
    (row) => pressContactNotification(row),
  );
  if (!outboxId) {
    if (exists) throw new HttpError(409, 'Esta solicitud de prensa ya se ha notificado.');
    throw new HttpError(404, 'No encontramos ninguna solicitud de prensa pendiente con esa referencia.');
  }
  return json(200, { success: true, queued: !(await sendPromisedMail(db, outboxId)) });
});
