import { lineIcon } from '@pitwall/ui';
import { Pause as pauseShapes, Play as playShapes, Repeat as repeatShapes, SkipBack as skipBackShapes, SkipForward as skipForwardShapes } from 'lucide';
import { HydrateWhenSeen } from '@pitwall/ui/hydrate-when-seen';
import { memo, type ReactNode, useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PlayableSong } from './load-music.ts';
import { useAudioPlayer } from './playback.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { PlayButton } from './SongCard.tsx';
import { parseDuration } from './time.ts';

const PauseIcon = lineIcon('pause', pauseShapes);
const PlayIcon = lineIcon('play', playShapes);
const RepeatIcon = lineIcon('repeat', repeatShapes);
const SkipBackIcon = lineIcon('skip-back', skipBackShapes);
const SkipForwardIcon = lineIcon('skip-forward', skipForwardShapes);

/** How long play stays disabled while the next song loads (spec: 500 ms). */
const NEXT_SONG_LOADING_MS = 500;

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surfaceDark};
  color: ${({ theme }) => theme.colors.onDark};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xLarge};
  }
  input[type='range'] {
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  div[aria-hidden], span[aria-hidden] {
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

const NowPlaying = styled.div`
  p:first-child {
    font-size: ${({ theme }) => theme.fontSizes.large};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  p + p {
    color: ${({ theme }) => theme.colors.onDarkMuted};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.small};
`;

const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  min-height: 2.75rem;
  min-width: 2.75rem;
  justify-content: center;
  padding: 0 ${({ theme }) => theme.spacing.small};
  border: 1px solid ${({ theme }) => theme.colors.onDarkMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.45;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onDark};
    outline-offset: 2px;
  }
`;

const TrackList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  button {
    width: 100%;
    display: flex;
    gap: ${({ theme }) => theme.spacing.small};
    padding: ${({ theme }) => theme.spacing.xSmall};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.small};
    background: transparent;
    color: ${({ theme }) => theme.colors.onDark};
    text-align: left;
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: rgba(255, 255, 255, 0.12);
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onDark};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

interface TrackProps {
  song: PlayableSong;
  autoPlay: boolean;
  loading: boolean;
  onEnded(): void;
  /** Controls shown before and after the play button. */
  before: ReactNode;
  after: ReactNode;
}

/** The current Top 10 song: mounted afresh for each song, so its state starts clean. */
function Top10Track({ song, autoPlay, loading, onEnded, before, after }: TrackProps) {
  const player = useAudioPlayer(parseDuration(song.duration) ?? 0, onEnded);
  const { play } = player;

  useEffect(() => {
    if (autoPlay) play();
  }, [autoPlay, play]);

  return (
    <>
      <audio {...player.audioProps} data-testid="top10-audio" data-song={song.title}>
        <source src={song.audioUrl} type={song.audioType} onError={player.onSourceError} />
      </audio>
      <Controls>
        {before}
        <PlayButton
          type="button"
          aria-label={`${player.playing ? 'Pausar' : 'Reproducir'} ${song.title} (Top 10)`}
          disabled={loading || player.failed}
          onClick={player.toggle}
        >
          {player.playing ? <PauseIcon size={20} aria-hidden="true" /> : <PlayIcon size={20} aria-hidden="true" />}
        </PlayButton>
        {after}
      </Controls>
      {player.failed ? (
        <p role="alert">No se pudo cargar el audio de esta canción.</p>
      ) : (
        <ProgressBar label={`Progreso de ${song.title} (Top 10)`} currentTime={player.currentTime} duration={player.duration} onSeek={player.seek} />
      )}
    </>
  );
}

/**
 * The Top 10 in position order. Normal mode stops at the end of a song; Non-Stop starts from the
 * first song, moves on by itself and loops to the first after the last (previous/next disabled).
 */
export const Top10Player = memo(function Top10Player({ songs }: { songs: readonly PlayableSong[] }) {
  const [index, setIndex] = useState(0);
  // Each change of song mounts a new track (even the same song again when the list loops).
  const [track, setTrack] = useState({ key: 0, autoPlay: false });
  const [nonStop, setNonStop] = useState(false);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), NEXT_SONG_LOADING_MS);
    return () => clearTimeout(timer);
  }, [loading, track.key]);

  const count = songs.length;
  const goTo = useCallback(
    (next: number, autoPlay: boolean) => {
      setIndex((next + count) % count);
      setTrack((previous) => ({ key: previous.key + 1, autoPlay }));
      setLoading(true);
    },
    [count],
  );
  // Stable, so that the track list renders again only when the current song changes.
  const pick = useCallback((position: number) => goTo(position, true), [goTo]);

  if (songs.length === 0) {
    return (
      <Panel aria-labelledby="top10-title">
        <h2 id="top10-title">Top 10</h2>
        <Empty>No hay canciones seleccionadas para el Top 10 aún.</Empty>
      </Panel>
    );
  }

  const current = Math.min(index, songs.length - 1);
  const song = songs[current] as PlayableSong;

  return (
    <Panel aria-labelledby="top10-title">
      <h2 id="top10-title">Top 10</h2>
      <NowPlaying aria-live="polite">
        <p>
          {current + 1}. {song.title}
        </p>
        <p>
          {song.autor} · {song.genre} · {song.duration}
        </p>
      </NowPlaying>
      <Top10Track
        key={track.key}
        song={song}
        autoPlay={track.autoPlay}
        loading={loading}
        onEnded={() => nonStop && goTo(current + 1, true)}
        before={
          <ControlButton type="button" aria-label="Canción anterior" disabled={nonStop} onClick={() => goTo(current - 1, false)}>
            <SkipBackIcon size={18} aria-hidden="true" />
          </ControlButton>
        }
        after={
          <>
            <ControlButton type="button" aria-label="Canción siguiente" disabled={nonStop} onClick={() => goTo(current + 1, false)}>
              <SkipForwardIcon size={18} aria-hidden="true" />
            </ControlButton>
            <ControlButton
              type="button"
              aria-pressed={nonStop}
              onClick={() => {
                setNonStop(!nonStop);
                if (!nonStop) goTo(0, true);
              }}
            >
              <RepeatIcon size={18} aria-hidden="true" /> Non-Stop
            </ControlButton>
          </>
        }
      />
      <Top10TrackList songs={songs} current={current} onPick={pick} />
    </Panel>
  );
});

/**
 * The Top 10's songs, under the player: below the first screen on a phone, they hydrate once the
 * page is live (as they come near the screen, or at the first input), not with it. Everything they
 * show comes in as props: the list renders again only when the current song changes.
 */
const Top10TrackList = memo(function Top10TrackList({ songs, current, onPick }: { songs: readonly PlayableSong[]; current: number; onPick(position: number): void }) {
  return (
    <HydrateWhenSeen as={TrackList} aria-label="Canciones del Top 10">
      {songs.map((item, position) => (
        <li key={item.id}>
          <button type="button" aria-current={position === current} onClick={() => onPick(position)}>
            <span>{position + 1}.</span>
            <span>
              {item.title} · {item.autor}
            </span>
          </button>
        </li>
      ))}
    </HydrateWhenSeen>
  );
});
