import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';

/** The most songs the Top 10 holds (the database refuses more). */
export const TOP10_MAX = 10;

export type Top10Song = Pick<Tables<'songs'>, 'id' | 'title' | 'autor' | 'genre' | 'duration'>;

const SONG_COLUMNS = 'id, title, autor, genre, duration';

/** Every song the Top 10 can be picked from, by title (A-Z). */
export async function getSongChoices(client: Backend): Promise<Top10Song[]> {
  const { data, error } = await client.from('songs').select(SONG_COLUMNS).order('title', { ascending: true }).order('id');
  if (error) throw error;
  return data;
}

/** The current Top 10's songs, in position order. */
export async function getTop10Songs(client: Backend): Promise<Top10Song[]> {
  const { data, error } = await client
    .from('top10_playlist')
    .select(`position, songs(${SONG_COLUMNS})`)
    .order('position', { ascending: true });
  if (error) throw error;
  return data.flatMap((row) => (row.songs ? [row.songs] : []));
}

/**
 * Replaces the Top 10 with these songs in this order, in one database call: all or nothing, every
 * row recording the signed-in admin as created_by. Anyone else is refused by the database.
 */
export async function replaceTop10(client: Backend, songIds: readonly string[]): Promise<void> {
  const { error } = await client.rpc('admin_replace_top10', { p_song_ids: [...songIds] });
  if (error) throw error;
}
