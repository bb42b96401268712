/**
 * Stores a data-sheet request from a /soluciones tab after checking it with the form's rules.
 * The browser then calls send-product-sheet-email, which mails the sheet for this stored request.
 */
import { json, postHandler, readJson } from '../_shared/http.ts';
import { PRODUCT_FORMAT_KEYS, TEAM_SIZES, resolvePuesto } from '../_shared/labels.ts';
import { LEAD_TEXT } from '../_shared/contracts/lead-fields.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, emailField, optionalText, parseInput, requiredText, z } from '../_shared/validation.ts';
import { limitCaller } from '../_shared/rate-limit.ts';

const TEAM_SIZE_MESSAGE = 'Por favor, selecciona el tamaño de tu equipo.';

const schema = body({
  nombre: requiredText('nombre', LEAD_TEXT.nombre),
  email: emailField(),
  telefono: requiredText('teléfono', LEAD_TEXT.telefono),
  empresa: optionalText('empresa', LEAD_TEXT.empresa.max),
  puesto: requiredText('puesto', LEAD_TEXT.puesto),
  puestoOtro: optionalText('puesto', LEAD_TEXT.puesto.max),
  tamanoEquipo: z.enum(TEAM_SIZES, { error: TEAM_SIZE_MESSAGE }),
  necesidadesEspecificas: optionalText('necesidades específicas', LEAD_TEXT.necesidadesEspecificas.max),
  formatoProducto: z.enum(PRODUCT_FORMAT_KEYS, {
    error: 'El formato de producto no es válido (demoday, experience, suscripcion o torneos).',
  }),
});

export const handler: (req: Request) => Promise<Response> = postHandler('insert-product-sheet-request', async (req) => {
  const input = parseInput(schema, await readJson(req));
  const db = await adminClient();
  await limitCaller(db, req, 'insert-product-sheet-request', 10, 600);
  const { data, error } = await db
    .from('product_sheet_requests')
    .insert({
      nombre: input.nombre,
      email: input.email,
      telefono: input.telefono,
      empresa: input.empresa,
      puesto: resolvePuesto(input.puesto, input.puestoOtro),
      tamano_equipo: input.tamanoEquipo,
      necesidades_especificas: input.necesidadesEspecificas,
      formato_producto: input.formatoProducto,
    })
    .select('id, formato_producto, created_at')
    .single();
  if (error || !data) {
    console.error('[insert-product-sheet-request] insert failed', error);
    return json(500, { error: 'No se pudo registrar tu solicitud. Inténtalo de nuevo.' });
  }
  return json(201, { success: true, data });
});
