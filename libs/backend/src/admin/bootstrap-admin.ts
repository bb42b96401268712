import * as z from 'zod';
import type { Backend } from '../client.ts';
import { invokeFunction } from './invoke-function.ts';

export const adminBootstrapSchema = z.object({
  admin_email: z.string().trim().min(1, 'Introduce el email del administrador').pipe(z.email('Por favor, introduce un email válido')),
  bootstrap_secret: z.string().min(1, 'Introduce el secreto de bootstrap'),
});
export type AdminBootstrapInput = z.infer<typeof adminBootstrapSchema>;

/**
 * Asks admin-bootstrap to make an existing account admin. Resolves with the server's message, or
 * rejects with its refusal text (null when it gave none): the admin screen shows both in English.
 */
export async function bootstrapAdmin(
  client: Backend,
  input: AdminBootstrapInput,
): Promise<{ ok: true; message: string } | { ok: false; message: string | null }> {
  const outcome = await invokeFunction<{ message?: string; error?: string }>(client, 'admin-bootstrap', adminBootstrapSchema.parse(input));
  if (!outcome.ok) return { ok: false, message: outcome.message };
  if (outcome.data?.error) return { ok: false, message: outcome.data.error };
  return { ok: true, message: outcome.data?.message ?? 'Admin user created successfully!' };
}
