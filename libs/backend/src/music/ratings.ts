import type { Backend } from '../client.ts';
import type { RatingInput } from './rating-input.ts';

export interface RatingSummary {
  average: number;
  total: number;
}

/** The header the ratings policies read the anonymous session from. */
const SESSION_HEADER = 'x-user-session';

/**
 * Average and count per song id, over every session (the public aggregate view): a plain object,
 * so that a prerendered page can carry it in its data.
 */
export async function getRatingSummaries(db: Backend): Promise<Record<string, RatingSummary>> {
  const { data, error } = await db.from('song_ratings_aggregated').select('song_id, average_rating, total_ratings');
  if (error) throw error;
  const summaries: Record<string, RatingSummary> = {};
  for (const row of data) {
    if (row.song_id) summaries[row.song_id] = { average: Number(row.average_rating ?? 0), total: row.total_ratings ?? 0 };
  }
  return summaries;
}

/** This session's own ratings, by song id. */
export async function getSessionRatings(db: Backend, session: string): Promise<Map<string, number>> {
  const { data, error } = await db
    .from('song_ratings')
    .select('song_id, rating')
    .eq('user_session', session)
    .setHeader(SESSION_HEADER, session);
  if (error) throw error;
  return new Map(data.map((row) => [row.song_id, row.rating]));
}

/** One rating per song and session: insert, and on a duplicate (23505) update it, as the spec does. */
export async function rateSong(db: Backend, input: RatingInput): Promise<void> {
  const { ratingInputSchema } = await import('./rating-input.ts');
  const { songId, rating, session } = ratingInputSchema.parse(input);
  const inserted = await db
    .from('song_ratings')
    .insert({ song_id: songId, rating, user_session: session })
    .setHeader(SESSION_HEADER, session);
  if (!inserted.error) return;
  if (inserted.error.code !== '23505') throw inserted.error;
  const { error } = await db
    .from('song_ratings')
    .update({ rating, updated_at: new Date().toISOString() })
    .eq('song_id', songId)
    .eq('user_session', session)
    .setHeader(SESSION_HEADER, session);
  if (error) throw error;
}
