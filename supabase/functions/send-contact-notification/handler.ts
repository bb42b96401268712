/**
 * Contact and demo requests (contact page, demo modal, consultation dialogs). The request is
 * validated with the form's rules, STORED in contact_messages, and only then notified to the
 * company inbox, so a lead never exists only in an e-mail.
 */
import { type ContactMessageRow, contactNotification } from '../_shared/emails.ts';
import { json, postHandler, readJson } from '../_shared/http.ts';
import { resolvePuesto } from '../_shared/labels.ts';
import { promiseMail, sendPromisedMail } from '../_shared/outbox.ts';
import { LEAD_TEXT } from '../_shared/contracts/lead-fields.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, emailField, optionalText, parseInput, requiredText, z } from '../_shared/validation.ts';
import { limitCaller } from '../_shared/rate-limit.ts';

const schema = body({
  nombre: requiredText('nombre', LEAD_TEXT.nombre),
  empresa: requiredText('empresa', LEAD_TEXT.empresa),
  email: emailField(),
  telefono: requiredText('teléfono', LEAD_TEXT.telefono),
  puesto: requiredText('puesto', LEAD_TEXT.puesto),
  puestoOtro: optionalText('puesto', LEAD_TEXT.puesto.max),
  mensaje: requiredText('mensaje', LEAD_TEXT.mensaje),
  source: z
    .string({ error: 'El origen del formulario no es válido.' })
    .regex(/^[a-z0-9_-]{1,40}$/, { error: 'El origen del formulario no es válido.' })
    .optional(),
});

export const handler: (req: Request) => Promise<Response> = postHandler('send-contact-notification', async (req) => {
  const input = parseInput(schema, await readJson(req));
  const db = await adminClient();
  await limitCaller(db, req, 'send-contact-notification', 10, 600);

  const { data, error } = await db
    .from('contact_messages')
    .insert({
      nombre: input.nombre,
      empresa: input.empresa,
      email: input.email,
      telefono: input.telefono,
      puesto: resolvePuesto(input.puesto, input.puestoOtro),
      mensaje: input.mensaje,
      source: input.source ?? 'contacto',
    })
    .select('*')
    .single();
  if (error || !data) {
    console.error('[send-contact-notification] insert failed', error);
    return json(500, { error: 'No se pudo guardar tu mensaje. Inténtalo de nuevo.' });
  }
  const row = data as ContactMessageRow;

  // The message is safe in the database and its notification in the outbox: one that cannot go
  // now is retried (notified_at stays null until it has gone) instead of failing the visitor's request.
  const outboxId = await promiseMail(db, 'contact_notification', row.id, contactNotification(row));
  const notified = outboxId !== null && (await sendPromisedMail(db, outboxId));

  return json(200, { success: true, id: row.id, notified });
});
