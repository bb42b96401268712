import { FunctionsHttpError, PostgrestError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { limitMessage } from './lead-errors.ts';

const RECIPIENT = 'Ya hemos enviado varios emails a esta dirección hoy. Revisa tu bandeja de entrada (y la carpeta de spam) o inténtalo de nuevo mañana.';
const ADDRESS = 'Demasiadas solicitudes desde tu conexión. Espera unos minutos e inténtalo de nuevo.';

describe('limitMessage: what every form shows when a limit refuses it', () => {
  it("is the database's text for an insert refused by the per-address limit (PostgREST PT429)", async () => {
    const error = new PostgrestError({ message: ADDRESS, details: '', hint: '', code: 'PT429' });
    expect(await limitMessage(error)).toBe(ADDRESS);
  });

  it("is the function's text for a mail refused by the per-recipient limit (429)", async () => {
    const error = new FunctionsHttpError(new Response(JSON.stringify({ error: RECIPIENT }), { status: 429 }));
    expect(await limitMessage(error)).toBe(RECIPIENT);
  });

  it('is nothing for any other failure, so the form keeps its own message', async () => {
    expect(await limitMessage(new FunctionsHttpError(new Response(JSON.stringify({ error: 'Otro' }), { status: 500 })))).toBeNull();
    expect(await limitMessage(new PostgrestError({ message: 'duplicate', details: '', hint: '', code: '23505' }))).toBeNull();
    expect(await limitMessage(new TypeError('Failed to fetch'))).toBeNull();
  });
});
