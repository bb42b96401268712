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
/** What visitors may read of a list (not created_by: an admin's user id). */
const WEEKLY_LIST_COLUMNS = 'id, week_number, week_start_date, week_end_date, title, description, songs, created_at, updated_at';
export type WeeklyList = Omit<Tables<'top10_weekly_history'>, 'songs' | 'created_by'> & { songs: WeeklySongSnapshot[] };

/** Archived weekly Top 10 lists, newest week first. */
export async function getWeeklyLists(db: Backend): Promise<WeeklyList[]> {
  const { data, error } = await db.from('top10_weekly_history').select(WEEKLY_LIST_COLUMNS).order('week_start_date', { ascending: false });
  if (error) throw error;
  return data.map((row) => ({ ...row, songs: row.songs as unknown as WeeklySongSnapshot[] }));
}
