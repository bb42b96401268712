/**
 * Mails the manifesto for one stored request: the form inserts its row in manifesto_downloads
 * (with an id it made up) and then calls this function with that id. The row is claimed before
 * sending, so each request gets one e-mail, to the address stored with it.
 */
import { manifestoEmail } from '../_shared/emails.ts';
import { getEnv } from '../_shared/env.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { DOCUMENTS } from '../_shared/labels.ts';
import { claimRequestById, releaseRequest, type PendingRequest } from '../_shared/leads.ts';
import { sendMail } from '../_shared/mailer.ts';
import { publicObjectUrl } from '../_shared/storage.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, leadId, parseInput } from '../_shared/validation.ts';
import { limitCaller } from '../_shared/rate-limit.ts';

const schema = body({ id: leadId() });


export const handler: (req: Request) => Promise<Response> = postHandler('send-manifesto-email', async (req) => {
  const { id } = parseInput(schema, await readJson(req));
  const db = await adminClient();
  await limitCaller(db, req, 'send-manifesto-email', 20, 600);

  const { row, exists } = await claimRequestById<PendingRequest>(db, 'manifesto_downloads', 'email_sent_at', id);
  if (!row) {
    if (exists) {
      throw new HttpError(409, 'Ya te hemos enviado el manifiesto. Revisa tu bandeja de entrada y la carpeta de spam.');
    }
    throw new HttpError(404, 'No encontramos esta solicitud del manifiesto.');
  }

  const url = getEnv('MANIFESTO_URL') ?? publicObjectUrl('press-documents', DOCUMENTS.manifesto);
  try {
    await sendMail(manifestoEmail({ email: row.email, url }));
  } catch (error) {
    console.error('[send-manifesto-email] sending failed', error);
    await releaseRequest(db, 'manifesto_downloads', 'email_sent_at', row.id);
    return json(502, { error: 'No se pudo enviar el email. Inténtalo de nuevo más tarde.' });
  }
  return json(200, { success: true });
});
