import type { Backend } from '../client.ts';

/** The Top 10's song ids in position order. */
export async function getTop10SongIds(db: Backend): Promise<string[]> {
  const { data, error } = await db.from('top10_playlist').select('song_id').order('position', { ascending: true });
  if (error) throw error;
  return data.map((row) => row.song_id);
}
