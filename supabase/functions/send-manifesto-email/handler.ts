/**
 * Mails the manifesto to someone who has just asked for it: the form stores a row in
 * manifesto_downloads first; this function finds and claims that row, then sends the link.
 */
import { manifestoEmail } from '../_shared/emails.ts';
import { getEnv } from '../_shared/env.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { DOCUMENTS } from '../_shared/labels.ts';
import { claimRecentRequest, releaseRequest } from '../_shared/leads.ts';
import { sendMail } from '../_shared/mailer.ts';
import { publicObjectUrl } from '../_shared/storage.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, emailField, optionalText, parseInput, requiredText } from '../_shared/validation.ts';

const schema = body({
  nombre: requiredText('nombre', { min: 2, minMessage: 'El nombre debe tener al menos 2 caracteres.', max: 100 }),
  email: emailField(),
  empresa: optionalText('empresa', 150),
});

export const handler: (req: Request) => Promise<Response> = postHandler('send-manifesto-email', async (req) => {
  const input = parseInput(schema, await readJson(req));
  const db = await adminClient();

  const { row, alreadySent } = await claimRecentRequest(db, 'manifesto_downloads', 'email_sent_at', input.email);
  if (!row) {
    if (alreadySent) {
      throw new HttpError(409, 'Ya te hemos enviado el manifiesto. Revisa tu bandeja de entrada y la carpeta de spam.');
    }
    throw new HttpError(404, 'No encontramos ninguna solicitud del manifiesto para este email.');
  }

  const url = getEnv('MANIFESTO_URL') ?? publicObjectUrl('press-documents', DOCUMENTS.manifesto);
  try {
    await sendMail(manifestoEmail({ nombre: input.nombre, email: row.email, url }));
  } catch (error) {
    console.error('[send-manifesto-email] sending failed', error);
    await releaseRequest(db, 'manifesto_downloads', 'email_sent_at', row.id);
    return json(502, { error: 'No se pudo enviar el email. Inténtalo de nuevo más tarde.' });
  }
  return json(200, { success: true });
});
