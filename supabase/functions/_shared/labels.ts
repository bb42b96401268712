/** Values the forms send and how they read in Spanish. */

export const PRODUCT_FORMATS = {
  demoday: 'Demo Day',
  experience: 'Experience Day',
  suscripcion: 'Suscripción',
  torneos: 'Eventos Solidarios',
} as const;
export type ProductFormat = keyof typeof PRODUCT_FORMATS;
export const PRODUCT_FORMAT_KEYS = Object.keys(PRODUCT_FORMATS) as [ProductFormat, ...ProductFormat[]];

export const TEAM_SIZES = [
  '1-10 empleados',
  '11-50 empleados',
  '51-100 empleados',
  '101-500 empleados',
  'Más de 500 empleados',
] as const;

export const PRESS_REQUEST_TYPES = {
  entrevista: 'Entrevista',
  informacion: 'Información de la empresa',
  recursos: 'Recursos o materiales',
  evento: 'Cobertura de evento',
  otro: 'Otro',
} as const;
export type PressRequestType = keyof typeof PRESS_REQUEST_TYPES;

/** Where the downloadable documents live in the press-documents bucket (the seed puts them there). */
export const DOCUMENTS = {
  manifesto: 'manifiesto/manifiesto-pitwall.pdf',
  productSheet: (format: ProductFormat) => `fichas/ficha-${format}.pdf`,
} as const;

/** "Otros" in the role list means "use the free text". */
export function resolvePuesto(puesto: string, puestoOtro: string | null | undefined): string {
  return puesto === 'Otros' && puestoOtro ? puestoOtro : puesto;
}
