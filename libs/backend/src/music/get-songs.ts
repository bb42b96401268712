import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';

export type Song = Tables<'songs'>;

/** Every song, ordered by title ascending (the spec's order for the grid). */
export async function getSongs(db: Backend): Promise<Song[]> {
  const { data, error } = await db.from('songs').select('*').order('title', { ascending: true });
  if (error) throw error;
  return data;
}
