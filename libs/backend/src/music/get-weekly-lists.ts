import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';

/** A song as it was the week it was listed (the table's check guarantees an object with a title). */
export interface WeeklySongSnapshot {
  title: string;
  autor?: string;
  genre?: string;
  duration?: string;
  filename?: string;
}
export type WeeklyList = Omit<Tables<'top10_weekly_history'>, 'songs'> & { songs: WeeklySongSnapshot[] };

/** Archived weekly Top 10 lists, newest week first. */
export async function getWeeklyLists(db: Backend): Promise<WeeklyList[]> {
  const { data, error } = await db.from('top10_weekly_history').select('*').order('week_start_date', { ascending: false });
  if (error) throw error;
  return data.map((row) => ({ ...row, songs: row.songs as unknown as WeeklySongSnapshot[] }));
}
