/**
 * The lead forms' limits and lists, written once: the browser's schemas (libs/backend), the edge
 * functions' schemas and the e-mails import them; the table checks of the leads migrations state
 * the same limits in SQL, and supabase/tests/lead-fields-agreement.test.ts fails when they differ.
 * Plain TypeScript with no Deno or browser API.
 */

/** A text field's length after trimming, and what a visitor is told when it is too short. */
export interface TextLimit {
  min: number;
  max: number;
  minMessage?: string;
}

export const LEAD_TEXT = {
  nombre: { min: 2, max: 100, minMessage: 'El nombre debe tener al menos 2 caracteres.' },
  telefono: { min: 9, max: 30, minMessage: 'El teléfono debe tener al menos 9 caracteres.' },
  puesto: { min: 1, max: 100, minMessage: 'Por favor, selecciona o especifica tu puesto.' },
  /** The contact form's company (required there; optional, up to the same length, elsewhere). */
  empresa: { min: 2, max: 150, minMessage: 'La empresa debe tener al menos 2 caracteres.' },
  mensaje: { min: 10, max: 5000, minMessage: 'El mensaje debe tener al menos 10 caracteres.' },
  necesidadesEspecificas: { min: 0, max: 5000 },
} as const satisfies Record<string, TextLimit>;

/** An e-mail address's longest form (RFC 5321). */
export const EMAIL_MAX = 254;

export const TEAM_SIZES = [
  '1-10 empleados',
  '11-50 empleados',
  '51-100 empleados',
  '101-500 empleados',
  'Más de 500 empleados',
] as const;

/** The /soluciones formats with a data sheet, by the key the functions take. */
export const PRODUCT_FORMATS = {
  demoday: 'Demo Day',
  experience: 'Experience Day',
  suscripcion: 'Suscripción',
  torneos: 'Eventos Solidarios',
} as const;
export type ProductFormat = keyof typeof PRODUCT_FORMATS;
