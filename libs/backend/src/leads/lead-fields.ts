import * as z from 'zod';
import { EMAIL_MAX, LEAD_TEXT, type TextLimit } from '../../../../supabase/functions/_shared/contracts/lead-fields.ts';
import { OTHER_ROLE, PRODUCT_FORMATS, TEAM_SIZES, type ProductFormat } from './lead-options.ts';

// The lead forms' fields, lists and rules, one schema per form: the form validates
// with it, and the request module parses with it again before anything is sent. The functions and
// the table checks apply the same limits on the server.

export { CONTACT_ROLES, LEAD_ROLES, OTHER_ROLE, PRODUCT_FORMATS, TEAM_SIZES, type ProductFormat } from './lead-options.ts';

const simplified = (value: string) =>
  value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

/** The format key of a label or key ('Demo Day', 'demoday', 'Eventos Solidarios', 'torneos'…). */
export function productFormatOf(product: string): ProductFormat {
  const wanted = simplified(product);
  const key = (Object.entries(PRODUCT_FORMATS) as [ProductFormat, string][]).find(
    ([format, label]) => wanted.startsWith(format) || wanted === simplified(label),
  )?.[0];
  if (!key) throw new Error(`Formato de producto desconocido: ${product}`);
  return key;
}

const EMAIL_MESSAGE = 'Por favor, introduce un email válido.';
const ROLE_MESSAGE = 'Por favor, selecciona o especifica tu puesto.';
const tooLong = (label: string, max: number) => `El campo ${label} no puede superar ${max} caracteres.`;

const text = (label: string, max: number, min = 0, minMessage?: string) =>
  z.string().trim().min(min, minMessage).max(max, tooLong(label, max));
/** A field with the contract's limits; `optional` keeps the maximum only. */
const limited = (label: string, limit: TextLimit, optional = false) =>
  optional ? text(label, limit.max) : text(label, limit.max, limit.min, limit.minMessage);

const fields = {
  nombre: limited('nombre', LEAD_TEXT.nombre),
  email: z.string().trim().max(EMAIL_MAX, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)),
  telefono: limited('teléfono', LEAD_TEXT.telefono),
  puesto: limited('puesto', LEAD_TEXT.puesto),
  puestoOtro: limited('puesto', LEAD_TEXT.puesto, true),
};

/** Choosing 'Otros' asks for the role in words ('Especifica tu puesto *'). */
function requireOtherRole(values: { puesto: string; puestoOtro: string }, ctx: z.core.$RefinementCtx) {
  if (values.puesto === OTHER_ROLE && values.puestoOtro === '') {
    ctx.addIssue({ code: 'custom', path: ['puestoOtro'], message: ROLE_MESSAGE });
  }
}

/** The role to store: the free text when 'Otros' was chosen. */
export function resolvedRole(values: { puesto: string; puestoOtro: string }): string {
  return values.puesto === OTHER_ROLE ? values.puestoOtro : values.puesto;
}

export const contactMessageSchema = z
  .object({
    ...fields,
    empresa: limited('empresa', LEAD_TEXT.empresa),
    mensaje: limited('mensaje', LEAD_TEXT.mensaje),
  })
  .superRefine(requireOtherRole);
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const manifestoRequestSchema = z
  .object({ ...fields, empresa: limited('empresa', LEAD_TEXT.empresa, true) })
  .superRefine(requireOtherRole);
export type ManifestoRequestInput = z.input<typeof manifestoRequestSchema>;

export const productSheetRequestSchema = z
  .object({
    ...fields,
    empresa: limited('empresa', LEAD_TEXT.empresa, true),
    tamanoEquipo: z.string().refine((value) => (TEAM_SIZES as readonly string[]).includes(value), {
      message: 'Por favor, selecciona el tamaño de tu equipo.',
    }),
    necesidadesEspecificas: limited('necesidades específicas', LEAD_TEXT.necesidadesEspecificas, true),
  })
  .superRefine(requireOtherRole);
export type ProductSheetRequestInput = z.input<typeof productSheetRequestSchema>;
