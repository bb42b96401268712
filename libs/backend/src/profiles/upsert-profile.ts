import * as z from 'zod/mini';
import { getSupabase } from '../client.ts';
import type { Profile } from './get-profile.ts';

// zod/mini: this module travels with the auth store, which the header loads for signed-in users.
export const profileInputSchema = z.object({
  nombre: z.string().check(z.trim(), z.maxLength(100, 'Máximo 100 caracteres')),
  apellidos: z.string().check(z.trim(), z.maxLength(150, 'Máximo 150 caracteres')),
});

export type ProfileInput = z.infer<typeof profileInputSchema>;

/** Creates or updates the profile of `userId` (keyed on user_id). Empty names are stored as null. */
export async function upsertProfile(userId: string, input: ProfileInput): Promise<Profile> {
  const { nombre, apellidos } = profileInputSchema.parse(input);
  const { data, error } = await getSupabase()
    .from('profiles')
    .upsert({ user_id: userId, nombre: nombre || null, apellidos: apellidos || null }, { onConflict: 'user_id' })
    .select('user_id, nombre, apellidos')
    .single();
  if (error) throw error;
  return data;
}
