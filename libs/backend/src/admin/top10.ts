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

/**
 * Adds one song at the end of the Top 10, stored at once (at most TOP10_MAX; created_by is the
 * signed-in admin). Answers the song's position. The database refuses a duplicate or an 11th.
 */
export async function addTop10Song(client: Backend, songId: string): Promise<number> {
  const { data, error } = await client.rpc('admin_add_top10_song', { p_song_id: songId });
  if (error) throw error;
  return data;
}

/** Removes one song from the Top 10, stored at once; the songs after it move up one place. */
export async function removeTop10Song(client: Backend, songId: string): Promise<void> {
  const { error } = await client.rpc('admin_remove_top10_song', { p_song_id: songId });
  if (error) throw error;
}
