import { getSupabase } from '../client.ts';

export type UserRole = 'user' | 'admin';

/** The user's role: 'admin' only when user_roles says so; a missing row or a failed read is 'user'. */
export async function getUserRole(userId: string): Promise<UserRole> {
  const { data, error } = await getSupabase().from('user_roles').select('role').eq('user_id', userId).maybeSingle();
  if (error) {
    console.warn('No se pudo leer el rol del usuario; se usa "user"', error);
    return 'user';
  }
  return data?.role === 'admin' ? 'admin' : 'user';
}
