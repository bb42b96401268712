/**
 * Mails the data sheet of a format to someone who has just requested it (the request stored by
 * insert-product-sheet-request is found and claimed first).
 */
import { productSheetEmail } from '../_shared/emails.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { DOCUMENTS, PRODUCT_FORMAT_KEYS, PRODUCT_FORMATS } from '../_shared/labels.ts';
import { claimRecentRequest, releaseRequest, type PendingRequest } from '../_shared/leads.ts';
import { sendMail } from '../_shared/mailer.ts';
import { publicObjectUrl } from '../_shared/storage.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, emailField, optionalText, parseInput, requiredText, z } from '../_shared/validation.ts';

const schema = body({
  nombre: requiredText('nombre', { min: 2, minMessage: 'El nombre debe tener al menos 2 caracteres.', max: 100 }),
  email: emailField(),
  empresa: optionalText('empresa', 150),
  formatoProducto: z.enum(PRODUCT_FORMAT_KEYS, {
    error: 'El formato de producto no es válido (demoday, experience, suscripcion o torneos).',
  }),
  tamanoEquipo: optionalText('tamaño del equipo', 50),
  necesidadesEspecificas: optionalText('necesidades específicas', 5000),
});

interface SheetRequest extends PendingRequest {
  tamano_equipo: string;
  necesidades_especificas: string | null;
}

export const handler: (req: Request) => Promise<Response> = postHandler('send-product-sheet-email', async (req) => {
  const input = parseInput(schema, await readJson(req));
  const db = await adminClient();

  const { row, alreadySent } = await claimRecentRequest<SheetRequest>(
    db,
    'product_sheet_requests',
    'email_sent_at',
    input.email,
    { formato_producto: input.formatoProducto },
  );
  if (!row) {
    if (alreadySent) {
      throw new HttpError(409, 'Ya te hemos enviado esta ficha. Revisa tu bandeja de entrada y la carpeta de spam.');
    }
    throw new HttpError(404, 'No encontramos ninguna solicitud de esta ficha para este email.');
  }

  const formatLabel = PRODUCT_FORMATS[input.formatoProducto];
  try {
    await sendMail(
      productSheetEmail({
        nombre: input.nombre,
        email: row.email,
        formatLabel,
        url: publicObjectUrl('press-documents', DOCUMENTS.productSheet(input.formatoProducto)),
        // What was stored is what the team will work with; show that.
        tamanoEquipo: row.tamano_equipo,
        necesidadesEspecificas: row.necesidades_especificas,
      }),
    );
  } catch (error) {
    console.error('[send-product-sheet-email] sending failed', error);
    await releaseRequest(db, 'product_sheet_requests', 'email_sent_at', row.id);
    return json(502, { error: 'No se pudo enviar el email. Inténtalo de nuevo más tarde.' });
  }
  return json(200, { success: true });
});
