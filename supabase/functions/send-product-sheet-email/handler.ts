/**
 * Mails the data sheet for one stored request: insert-product-sheet-request answers the request's
 * id, and the form calls this function with it. Its mail is promised in the outbox first, so each
 * request gets one e-mail, to the address and with the format stored with it, even when it cannot
 * go right now (the outbox retries it).
 */
import { productSheetEmail } from '../_shared/emails.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { DOCUMENTS, PRODUCT_FORMATS, type ProductFormat } from '../_shared/labels.ts';
import { promiseRequestMail, type PendingRequest } from '../_shared/leads.ts';
import { sendPromisedMail } from '../_shared/outbox.ts';
import { publicObjectUrl } from '../_shared/storage.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, leadId, parseInput } from '../_shared/validation.ts';
import { limitCaller } from '../_shared/rate-limit.ts';

const schema = body({ id: leadId() });

interface SheetRequest extends PendingRequest {
  formato_producto: ProductFormat;
  tamano_equipo: string;
}

export const handler: (req: Request) => Promise<Response> = postHandler('send-product-sheet-email', async (req) => {
  const { id } = parseInput(schema, await readJson(req));
  const db = await adminClient();
  await limitCaller(db, req, 'send-product-sheet-email', 20, 600);

  const { outboxId, exists } = await promiseRequestMail<SheetRequest>(
    db,
    { table: 'product_sheet_requests', id, kind: 'product_sheet' },
    (row) =>
      productSheetEmail({
        email: row.email,
        formatLabel: PRODUCT_FORMATS[row.formato_producto],
        url: publicObjectUrl('press-documents', DOCUMENTS.productSheet(row.formato_producto)),
        tamanoEquipo: row.tamano_equipo,
      }),
  );
  if (!outboxId) {
    if (exists) {
      throw new HttpError(409, 'Ya te hemos enviado esta ficha. Revisa tu bandeja de entrada y la carpeta de spam.');
    }
    throw new HttpError(404, 'No encontramos esta solicitud de ficha.');
  }
  return json(200, { success: true, queued: !(await sendPromisedMail(db, outboxId)) });
});
