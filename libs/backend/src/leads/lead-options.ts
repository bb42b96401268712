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

// The sizes and formats are part of the lead contract the edge functions share.
export { PRODUCT_FORMATS, TEAM_SIZES, type ProductFormat } from '../../../../supabase/functions/_shared/contracts/lead-fields.ts';
