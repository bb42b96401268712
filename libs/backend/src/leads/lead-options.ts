// The lead forms' lists, without the schemas (lead-fields.ts): a form draws its fields from these
// and loads zod only when it first validates.

/** 'Otros' in a role list means "use the free text of puestoOtro". */
export const OTHER_ROLE = 'Otros';

const ROLES = [
  'Founder',
  'CEO',
  'Director General',
  'Director de RRHH',
  'Director de Marketing',
  'Director de Comunicación',
  'Director Comercial',
  'Director de Ventas',
  'Responsable de Bienestar',
  'Team Leader',
] as const;

/** The contact and demo form's roles. */
export const CONTACT_ROLES = [...ROLES, 'Autónomo', OTHER_ROLE] as const;
/** The manifesto and data-sheet forms' roles (no 'Autónomo'). */
export const LEAD_ROLES = [...ROLES, OTHER_ROLE] as const;

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
