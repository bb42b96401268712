/**
 * The press form's request types: the value stored in press_contacts.tipo_solicitud and how it
 * reads in Spanish. The press form (through libs/backend) and the staff e-mail import it; the
 * table's check lists the same keys, and supabase/tests/press-types-agreement.test.ts fails when
 * they differ. Plain TypeScript with no Deno or browser API.
 */
export const PRESS_REQUEST_TYPES = {
  entrevista: 'Entrevista',
  informacion: 'Información de la empresa',
  recursos: 'Recursos o materiales',
  evento: 'Cobertura de evento',
  otro: 'Otro',
} as const;
export type PressRequestType = keyof typeof PRESS_REQUEST_TYPES;
