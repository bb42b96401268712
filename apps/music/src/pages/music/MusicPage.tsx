import { useSearchParams } from '@pitwall/router';
import { Container, ErrorState, LoadingState, PageHeader, SidebarLayout, StaleDataNotice, media, PageMeta } from '@pitwall/ui';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { compareInSpanish } from '../../../../../supabase/functions/_shared/contracts/spanish-order.ts';
import { CardIconShapes } from './card-icons.tsx';
import type { PlayableSong, SongCatalogue } from './load-music.ts';
import { MusicIntro } from './MusicIntro.tsx';
import { PlaybackProvider } from './playback.tsx';
import { PlaylistHeader } from './PlaylistHeader.tsx';
import { startRatings } from './ratings-store.ts';
import { SongListItem } from './SongCard.tsx';
import { filterSongs, filtersFromQuery, queryWithFilters, type SongFilters } from './song-filters.ts';
import { SongFiltersCard } from './SongFiltersCard.tsx';
import { Top10Player } from './Top10Player.tsx';
import { useMusicData } from './use-music-data.ts';
import { WeeklyLists } from './WeeklyLists.tsx';

// The form libraries load only when someone asks for a download.
const DownloadDialog = lazy(() => import('./DownloadDialog.tsx'));

const RANKING_PARAM = 'vista';
const NO_SONGS: readonly PlayableSong[] = [];
const NO_OPTIONS: SongCatalogue['options'] = { genres: [], subgenres: [] };

const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  min-width: 0;
`;

const Playlist = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  margin: ${({ theme }) => theme.spacing.xLarge} 0 ${({ theme }) => theme.spacing.large};
`;

const Grid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  grid-template-columns: 1fr;
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  /* Cards off screen skip layout and paint: a list of hundreds of songs stays quick to filter. */
  > li {
    content-visibility: auto;
    contain-intrinsic-size: auto 18rem;
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.spacing.xLarge} 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

export default function MusicPage() {
  const { songs, top10, weeklyLists, ratings } = useMusicData();
  useEffect(startRatings, []);
  const [query, setQuery] = useSearchParams();
  // The fields answer each keystroke from local state; the URL mirrors it so the list can be
  // shared, and the list follows a moment later when a keystroke would make it wait.
  const [filters, setFilterState] = useState(() => filtersFromQuery(query));
  const listedFilters = useDeferredValue(filters);
  const ranking = query.get(RANKING_PARAM) === 'ranking';
  // The ranking sorts by everyone's averages; the plain list does not read them, so it is not
  // sorted again when they are reloaded (only the cards whose averages changed render again).
  const summaries = ranking ? ratings.data : undefined;
  const [downloadSong, setDownloadSong] = useState<PlayableSong | null>(null);

  // Keyed on the data, not on the resources: a reload that brings the same data (kept as the same
  // object) changes neither list, so the cards and the Top 10 do not render again.
  const allSongs = songs.data?.songs ?? NO_SONGS;
  const shown = useMemo(() => {
    const filtered = filterSongs(allSongs, listedFilters);
    if (!summaries) return filtered;
    // Ranking: best average first; unrated songs last; ties by title.
    const average = (song: PlayableSong) => summaries[song.id]?.average ?? -1;
    return [...filtered].sort((a, b) => average(b) - average(a) || compareInSpanish(a.title, b.title));
  }, [allSongs, listedFilters, summaries]);
  const top10Songs = useMemo(() => {
    const byId = new Map(allSongs.map((song) => [song.id, song]));
    return (top10.data ?? []).map((id) => byId.get(id)).filter((song): song is PlayableSong => Boolean(song));
  }, [allSongs, top10.data]);

  const setFilters = useCallback(
    (next: SongFilters) => {
      setFilterState(next);
      setQuery((current) => queryWithFilters(current, next), { replace: true });
    },
    [setQuery],
  );
  // Stable callbacks: the page renders again whenever its data reloads, its memoised parts do not.
  const toggleRanking = useCallback(
    () =>
      setQuery((current) => {
        const next = new URLSearchParams(current);
        if (next.get(RANKING_PARAM) === 'ranking') next.delete(RANKING_PARAM);
        else next.set(RANKING_PARAM, 'ranking');
        return next;
      }),
    [setQuery],
  );
  const { reload: reloadSongs } = songs;
  const { reload: reloadTop10 } = top10;
  const { reload: reloadRatings } = ratings;
  const refresh = useCallback(() => {
    reloadSongs();
    reloadTop10();
    reloadRatings();
  }, [reloadSongs, reloadTop10, reloadRatings]);

  return (
    <Container>
      <PageMeta title="Música" description="Pitwall Music: canciones originales creadas con IA, libres de derechos, para escuchar, valorar y descargar. Con el Top 10 de la semana." />
      <PageHeader title="Pitwall Music" lead="Canciones originales creadas con IA, libres de derechos, para escuchar, valorar y descargar.">
        <MusicIntro />
      </PageHeader>
      <CardIconShapes />
      <PlaybackProvider>
        {top10.status === 'success' && songs.status === 'success' && <Top10Player songs={top10Songs} />}
        <Playlist>
          <PlaylistHeader
            total={allSongs.length}
            shown={shown.length}
            ranking={ranking}
            refreshing={songs.status === 'loading' || songs.reloading === true}
            onRefresh={refresh}
            onToggleRanking={toggleRanking}
          />
          <SongFiltersCard songs={allSongs} options={songs.data?.options ?? NO_OPTIONS} filters={filters} onChange={setFilters} />
        </Playlist>
        {/* The weekly lists are short: they stay in view beside the songs as the page scrolls. */}
        <SidebarLayout $stickyAside>
          <Main>
            <StaleDataNotice resource={songs} />
            {songs.status === 'loading' && <LoadingState label="Cargando canciones…" />}
            {songs.status === 'error' && (
              <ErrorState title="No se pudieron cargar las canciones" message="Comprueba tu conexión e inténtalo de nuevo." onRetry={songs.reload} />
            )}
            {songs.status === 'success' &&
              (shown.length === 0 ? (
                <Empty>Ninguna canción coincide con los filtros.</Empty>
              ) : (
                <Grid aria-label={ranking ? 'Ranking de canciones' : 'Canciones'}>
                  {shown.map((song, index) => (
                    <SongListItem
                      key={song.id}
                      song={song}
                      position={ranking ? index + 1 : undefined}
                      average={ratings.data?.[song.id]?.average}
                      total={ratings.data?.[song.id]?.total}
                      onRated={reloadRatings}
                      onDownload={setDownloadSong}
                    />
                  ))}
                </Grid>
              ))}
          </Main>
          {weeklyLists.status === 'success' && <WeeklyLists lists={weeklyLists.data} />}
        </SidebarLayout>
      </PlaybackProvider>
      {downloadSong && (
        <Suspense fallback={null}>
          <DownloadDialog song={downloadSong} onClose={() => setDownloadSong(null)} />
        </Suspense>
      )}
    </Container>
  );
}
