/**
 * The press request types live in supabase/functions/_shared/contracts/press-request-types.ts for
 * the press form and the staff e-mail, and in press_contacts' check for the database: every type,
 * and values that are not one, get the same verdict from the form's schema and a direct insert.
 */
import { describe, expect, it } from 'vitest';
import { pressRequestSchema } from '../../apps/content/src/pages/press/press-request-schema.ts';
import { serviceClient, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { PRESS_REQUEST_TYPES } from '../functions/_shared/contracts/press-request-types.ts';

const service = serviceClient();
const values = [...Object.keys(PRESS_REQUEST_TYPES), 'podcast', 'Entrevista', ''];

describe('the press request types: form and table agree', () => {
  it.each(values)('"%s": same verdict in the form and the table', async (tipo) => {
    const input = { nombre: 'Lucía Medio', medio: 'Diario Prueba', email: uniqueEmail('prensa-tipos'), telefono: '', tipo_solicitud: tipo, mensaje: 'Queremos una entrevista.' };
    const form = pressRequestSchema.safeParse(input).success;
    const { error } = await service.from('press_contacts').insert({ ...input, telefono: null });
    expect({ table: error === null }).toEqual({ table: form });
  });
});
