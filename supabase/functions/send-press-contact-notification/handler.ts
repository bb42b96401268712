/**
 * Tells the press inbox about a journalist's request. The form stores the request in press_contacts
 * first (with an id it chose) and then calls this function with that id: the function claims that
 * one stored row (not yet notified, made in the last hour) and mails what was stored — one mail per
 * stored request, and nothing for a request that is not in the database.
 */
import { type PressContactRow, pressContactNotification } from '../_shared/emails.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { releaseRequest, REQUEST_WINDOW_MINUTES } from '../_shared/leads.ts';
import { sendMail } from '../_shared/mailer.ts';
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
  const since = new Date(Date.now() - REQUEST_WINDOW_MINUTES * 60_000).toISOString();

  // Claim in one statement, so two calls for one request cannot both mail it.
  const { data: row, error } = await db
    .from('press_contacts')
    .update({ notified_at: new Date().toISOString() })
    .eq('id', id)
    .is('notified_at', null)
    .gte('created_at', since)
    .select('id, nombre, medio, email, telefono, tipo_solicitud, mensaje, created_at')
    .maybeSingle();
  if (error) throw new Error(`press_contacts claim failed: ${error.message}`);
  if (!row) {
    const { data: existing, error: lookupError } = await db.from('press_contacts').select('notified_at').eq('id', id).maybeSingle();
    if (lookupError) throw new Error(`press_contacts lookup failed: ${lookupError.message}`);
    if (existing?.notified_at) throw new HttpError(409, 'Esta solicitud de prensa ya se ha notificado.');
    throw new HttpError(404, 'No encontramos ninguna solicitud de prensa pendiente con esa referencia.');
  }

  try {
    await sendMail(pressContactNotification(row as PressContactRow));
  } catch (mailError) {
    console.error('[send-press-contact-notification] sending failed', mailError);
    await releaseRequest(db, 'press_contacts', 'notified_at', id);
    return json(502, { error: 'No se pudo notificar la solicitud. Inténtalo de nuevo más tarde.' });
  }
  return json(200, { success: true });
});
