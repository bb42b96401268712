import { toast, useAsyncResource } from '@pitwall/ui';
import { useEffect } from 'react';
import { loadBackend } from './backend.ts';
import { loadSongs } from './load-music.ts';
import { announceRatingsLoadFailed } from './ratings-store.ts';

const announceRetry = () => toast.error('Error al cargar las canciones. Reintentando...');

/** The page's data, loaded after the first render (the page also renders without a browser). */
export function useMusicData() {
  const songs = useAsyncResource(() => loadSongs(announceRetry), null, 'music/songs');
  const top10 = useAsyncResource(async () => {
    const { getSupabase, getTop10SongIds } = await loadBackend();
    return getTop10SongIds(getSupabase());
  }, null, 'music/top10');
  const weeklyLists = useAsyncResource(async () => {
    const { getSupabase, getWeeklyLists } = await loadBackend();
    return getWeeklyLists(getSupabase());
  }, null, 'music/weekly-lists');
  // Everyone's averages: prerendered with the songs, so the cards show them from the first paint.
  const ratings = useAsyncResource(async () => {
    const { getRatingSummaries, getSupabase } = await loadBackend();
    return getRatingSummaries(getSupabase());
  }, null, 'music/ratings');

  useEffect(() => {
    if (top10.status === 'error') {
      console.error(top10.error);
      toast.error('Error al cargar el top 10');
    }
  }, [top10.status, top10.error]);
  useEffect(() => {
    if (weeklyLists.status === 'error') {
      console.error(weeklyLists.error);
      toast.error('Error al cargar las listas semanales');
    }
  }, [weeklyLists.status, weeklyLists.error]);

  useEffect(() => {
    if (ratings.status === 'error') {
      console.error(ratings.error);
      announceRatingsLoadFailed();
    }
  }, [ratings.status, ratings.error]);

  return { songs, top10, weeklyLists, ratings };
}
