import { getSupabase } from '../client.ts';
import type { Tables } from '../database.types.ts';

export type Profile = Pick<Tables<'profiles'>, 'user_id' | 'nombre' | 'apellidos'>;

/** The user's profile, or null when there is no row yet. */
export async function getProfile(userId: string): Promise<Profile | null> {
  const { data, error } = await getSupabase()
    .from('profiles')
    .select('user_id, nombre, apellidos')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}
