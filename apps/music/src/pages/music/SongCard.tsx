import { Badge, Button, StaticIsland } from '@pitwall/ui';
import { memo, useId } from 'react';
import styled, { css } from 'styled-components';
import { DOWNLOAD_ICON, PAUSE_ICON, PLAY_ICON } from './card-icons.tsx';
import { HydrateWhenSeen } from '@pitwall/ui/hydrate-when-seen';
import type { PlayableSong } from './load-music.ts';
import { useAudioPlayer } from './playback.tsx';
import { ProgressBar } from './ProgressBar.tsx';
import { useSongRating } from './ratings-store.ts';
import { RatingStars, type RatingStarsProps } from './RatingStars.tsx';
import { parseDuration } from './time.ts';

// The play button of a song card and of the Top 10 player.
const playButton = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const PlayButton = styled.button`
  ${playButton}
`;

// The card styles its parts, plain elements: a card is repeated on the page, and each styled
// component in it would be one more component per card for the browser to hydrate.
const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.small};
  height: 100%;
  padding: ${({ theme }) => theme.spacing.medium};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  .top {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.spacing.small};
  }
  .position {
    font-size: ${({ theme }) => theme.fontSizes.xLarge};
    font-weight: ${({ theme }) => theme.fontWeights.black};
    color: ${({ theme }) => theme.colors.accentText};
  }
  .heading {
    flex: 1;
    min-width: 0;
    h3 {
      font-size: ${({ theme }) => theme.fontSizes.large};
    }
    p {
      color: ${({ theme }) => theme.colors.inkSoft};
      font-size: ${({ theme }) => theme.fontSizes.small};
    }
  }
  .play {
    ${playButton}
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing.xxSmall};
  }
  .failure {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
  .footer {
    margin-top: auto;
  }
`;

/** A song's ratings: everyone's average and count (none yet: undefined), and this session's. */
type SongRatings = Pick<RatingStarsProps, 'average' | 'total' | 'mine' | 'saving' | 'onRated'>;

export interface SongListItemProps extends Omit<SongRatings, 'mine' | 'saving'> {
  song: PlayableSong;
  /** Position in the ranking view. */
  position?: number;
  onDownload(song: PlayableSong): void;
}

type SongCardProps = SongListItemProps & SongRatings;

/** One song: play/pause, seekable progress, this session's rating, the average and the download. */
function SongCard({ song, position, onDownload, ...ratings }: SongCardProps) {
  const titleId = useId();
  const player = useAudioPlayer(parseDuration(song.duration) ?? 0);

  return (
    <Card aria-labelledby={titleId}>
      <div className="top">
        {position !== undefined && <span className="position" aria-label={`Puesto ${position}`}>#{position}</span>}
        {/* The song's text is prerendered: kept as it is while it matches the data. */}
        <StaticIsland className="heading" watch={[titleId, song.title, song.autor, song.duration]}>
          <h3 id={titleId}>{song.title}</h3>
          <p>
            {song.autor} · {song.duration}
          </p>
        </StaticIsland>
        <button
          className="play"
          type="button"
          aria-label={`${player.playing ? 'Pausar' : 'Reproducir'} ${song.title}`}
          onClick={player.toggle}
          disabled={player.failed}
        >
          {player.playing ? PAUSE_ICON : PLAY_ICON}
        </button>
      </div>
      <StaticIsland className="tags" watch={[song.genre, song.subgenre]}>
        <Badge $tone="accent">{song.genre}</Badge>
        {song.subgenre && <Badge>{song.subgenre}</Badge>}
      </StaticIsland>
      <audio {...player.audioProps} data-song={song.title}>
        <source src={song.audioUrl} type={song.audioType} onError={player.onSourceError} />
      </audio>
      {player.failed ? (
        <p className="failure" role="alert">No se pudo cargar el audio de esta canción.</p>
      ) : (
        <ProgressBar label={`Progreso de ${song.title}`} currentTime={player.currentTime} duration={player.duration} onSeek={player.seek} />
      )}
      <RatingStars songId={song.id} songTitle={song.title} {...ratings} />
      <div className="footer">
        <Button variant="secondary" size="small" fullWidth aria-label={`Descargar ${song.title}`} onClick={() => onDownload(song)}>
          {DOWNLOAD_ICON} Descargar
        </Button>
      </div>
    </Card>
  );
}

/**
 * A song card in the list. The list is below the first screen: each card hydrates when it comes
 * near the screen or at the visitor's first input, so landing on the page hydrates none of them.
 * Everything a card shows comes in as props, its ratings too (this session's read here, outside
 * the card): a card whose song or ratings differ from what was prerendered is woken to show them,
 * and one that still shows the truth stays as the prerender made it.
 * A memo component, so that the page rendering again (its data reloaded) does not reach a card
 * whose song and ratings are the same.
 */
export const SongListItem = memo(function SongListItem(props: SongListItemProps) {
  const { mine, saving } = useSongRating(props.song.id);
  return (
    <HydrateWhenSeen as="li">
      <SongCard {...props} mine={mine} saving={saving} />
    </HydrateWhenSeen>
  );
});
