/**
 * Tells the press inbox about a journalist's request. The form inserts into press_contacts first;
 * this function finds that stored request (same e-mail, last hour, not yet notified), claims it and
 * mails what was stored, so the notification always matches the database.
 */
import { type PressContactRow, pressContactNotification } from '../_shared/emails.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { PRESS_REQUEST_TYPE_KEYS } from '../_shared/labels.ts';
import { claimRecentRequest, releaseRequest } from '../_shared/leads.ts';
import { sendMail } from '../_shared/mailer.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, emailField, optionalText, parseInput, requiredText, z } from '../_shared/validation.ts';

const schema = body({
  nombre: requiredText('nombre', { max: 100 }),
  medio: requiredText('medio', { max: 150 }),
  email: emailField(),
  telefono: optionalText('teléfono', 30),
  tipo_solicitud: z.enum(PRESS_REQUEST_TYPE_KEYS, {
    error: 'El tipo de solicitud debe ser entrevista, informacion, recursos, evento u otro.',
  }),
  mensaje: requiredText('mensaje', { max: 5000 }),
});

export const handler: (req: Request) => Promise<Response> = postHandler('send-press-contact-notification', async (req) => {
  const input = parseInput(schema, await readJson(req));
  const db = await adminClient();

  const { row, alreadySent } = await claimRecentRequest<PressContactRow>(
    db,
    'press_contacts',
    'notified_at',
    input.email,
    { tipo_solicitud: input.tipo_solicitud },
  );
  if (!row) {
    if (alreadySent) throw new HttpError(409, 'Esta solicitud de prensa ya se ha notificado.');
    throw new HttpError(404, 'No encontramos ninguna solicitud de prensa pendiente para este email.');
  }

  try {
    await sendMail(pressContactNotification(row));
  } catch (error) {
    console.error('[send-press-contact-notification] sending failed', error);
    await releaseRequest(db, 'press_contacts', 'notified_at', row.id);
    return json(502, { error: 'No se pudo notificar la solicitud. Inténtalo de nuevo más tarde.' });
  }
  return json(200, { success: true });
});
