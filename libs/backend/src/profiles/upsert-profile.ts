import { getSupabase } from '../client.ts';
import type { Profile } from './get-profile.ts';
import type { ProfileInput } from './profile-input.ts';

/** Creates or updates the profile of `userId` (keyed on user_id). Empty names are stored as null. */
export async function upsertProfile(userId: string, input: ProfileInput): Promise<Profile> {
  const { profileInputSchema } = await import('./profile-input.ts');
  const { nombre, apellidos } = profileInputSchema.parse(input);
  const { data, error } = await getSupabase()
    .from('profiles')
    .upsert({ user_id: userId, nombre: nombre || null, apellidos: apellidos || null }, { onConflict: 'user_id' })
    .select('user_id, nombre, apellidos')
    .single();
  if (error) throw error;
  return data;
}
