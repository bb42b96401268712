/** Values the forms send and how they read in Spanish. */
import { PRODUCT_FORMATS, TEAM_SIZES, type ProductFormat } from './contracts/lead-fields.ts';

export { PRODUCT_FORMATS, TEAM_SIZES, type ProductFormat };
export const PRODUCT_FORMAT_KEYS = Object.keys(PRODUCT_FORMATS) as [ProductFormat, ...ProductFormat[]];

export { PRESS_REQUEST_TYPES, type PressRequestType } from './contracts/press-request-types.ts';

/** Where the downloadable documents live in the press-documents bucket (the seed puts them there). */
export const DOCUMENTS = {
  manifesto: 'manifiesto/manifiesto-pitwall.pdf',
  productSheet: (format: ProductFormat) => `fichas/ficha-${format}.pdf`,
} as const;

/** "Otros" in the role list means "use the free text". */
export function resolvePuesto(puesto: string, puestoOtro: string | null | undefined): string {
  return puesto === 'Otros' && puestoOtro ? puestoOtro : puesto;
}
