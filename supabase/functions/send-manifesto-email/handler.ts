/**
 * Mails the manifesto for one stored request: the form inserts its row in manifesto_downloads
 * (with an id it made up) and then calls this function with that id. Its mail is promised in the
 * outbox first, so each request gets one e-mail, to the address stored with it, even when it
 * cannot go right now (the outbox retries it).
 */
import { manifestoEmail } from '../_shared/emails.ts';
import { getEnv } from '../_shared/env.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { DOCUMENTS } from '../_shared/labels.ts';
import { promiseRequestMail, type PendingRequest } from '../_shared/leads.ts';
import { sendPromisedMail } from '../_shared/outbox.ts';
import { publicObjectUrl } from '../_shared/storage.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, leadId, parseInput } from '../_shared/validation.ts';
import { limitCaller } from '../_shared/rate-limit.ts';

const schema = body({ id: leadId() });

export const handler: (req: Request) => Promise<Response> = postHandler('send-manifesto-email', async (req) => {
  const { id } = parseInput(schema, await readJson(req));
  const db = await adminClient();
  await limitCaller(db, req, 'send-manifesto-email', 20, 600);

  const url = getEnv('MANIFESTO_URL') ?? publicObjectUrl('press-documents', DOCUMENTS.manifesto);
  const { outboxId, exists } = await promiseRequestMail<PendingRequest>(
    db,
    { table: 'manifesto_downloads', id, kind: 'manifesto' },
    (row) => manifestoEmail({ email: row.email, url }),
  );
  if (!outboxId) {
    if (exists) {
      throw new HttpError(409, 'Ya te hemos enviado el manifiesto. Revisa tu bandeja de entrada y la carpeta de spam.');
    }
    throw new HttpError(404, 'No encontramos esta solicitud del manifiesto.');
  }
  return json(200, { success: true, queued: !(await sendPromisedMail(db, outboxId)) });
});
