/**
 * The lead forms' limits live in supabase/functions/_shared/contracts/lead-fields.ts for the browser
 * and the functions, and in the table checks of the leads migration for the database. Each boundary
 * input goes through the browser's schema, the function and a direct insert: the three verdicts
 * must agree, so changing a limit in only one place fails here.
 */
import { describe, expect, it } from 'vitest';
import { productSheetRequestSchema } from '@pitwall/backend/leads';
import { serviceClient, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { LEAD_TEXT } from '../functions/_shared/contracts/lead-fields.ts';
import { callFunction } from './support/functions.ts';

const service = serviceClient();

const request = (overrides: Record<string, string>) => ({
  nombre: 'Carlos Vidal',
  email: uniqueEmail('limites'),
  telefono: '600111222',
  empresa: 'Vidal SL',
  puesto: 'Director de RRHH',
  puestoOtro: '',
  tamanoEquipo: '51-100 empleados',
  necesidadesEspecificas: '',
  formatoProducto: 'demoday',
  ...overrides,
});

/** Lengths around a limit: one under the minimum, the minimum, the maximum, one over. */
const around = ({ min, max }: { min: number; max: number }) => [min - 1, min, max, max + 1].filter((length) => length > 0);

const cases = [
  ...around(LEAD_TEXT.telefono).map((length) => ['telefono', '6'.repeat(length)] as const),
  ...around(LEAD_TEXT.nombre).map((length) => ['nombre', 'a'.repeat(length)] as const),
];

describe('the lead fields: browser, function and table agree', () => {
  it.each(cases)('%s of %#: same verdict everywhere', async (field, value) => {
    const input = request({ [field]: value });
    const browser = productSheetRequestSchema.safeParse(input).success;
    const answer = await callFunction('insert-product-sheet-request', input);
    const { error } = await service.from('product_sheet_requests').insert({
      nombre: input.nombre,
      email: uniqueEmail('limites-directo'),
      telefono: input.telefono,
      empresa: input.empresa,
      puesto: input.puesto,
      tamano_equipo: input.tamanoEquipo,
      formato_producto: input.formatoProducto,
    });
    expect({ function: answer.status === 201, table: error === null }).toEqual({ function: browser, table: browser });
  });
});
