import { onFirstUse, StaticIsland } from '@pitwall/ui';
import styled from 'styled-components';
import { STAR_ICON } from './card-icons.tsx';
import { saveRating } from './ratings-store.ts';

/** 1 red, 2–3 orange, 4–5 green: the filled stars' colour, by this session's rating. */
function ratingLevel(rating: number): 'low' | 'mid' | 'high' {
  if (rating <= 1) return 'low';
  if (rating <= 3) return 'mid';
  return 'high';
}

// One styled component for the stars and the summary, plain elements inside: a song card is
// repeated on the page, and every component in it costs the browser work when it hydrates.
const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
  .stars {
    display: inline-flex;
  }
  .stars button {
    display: inline-flex;
    padding: 0.375rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.small};
    background: transparent;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
  .stars button[data-filled] svg {
    fill: currentColor;
  }
  .stars[data-level='low'] button[data-filled] { color: ${({ theme }) => theme.colors.danger}; }
  .stars[data-level='mid'] button[data-filled] { color: ${({ theme }) => theme.colors.accentText}; }
  .stars[data-level='high'] button[data-filled] { color: ${({ theme }) => theme.colors.success}; }
  .stars button:disabled {
    cursor: default;
  }
  .stars button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
  .summary {
    font-size: ${({ theme }) => theme.fontSizes.small};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
`;

// Made when a summary first renders in the browser; the first number format a page makes loads
// the locale's data (the heaviest step of hydrating a song card), so a summary kept as
// prerendered formats nothing.
const averageFormat = onFirstUse(() => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

export function summaryText(average: number | undefined, total: number | undefined): string {
  if (average === undefined || !total) return 'Sin valoraciones';
  return `${averageFormat().format(average)} de 5 · ${total} ${total === 1 ? 'valoración' : 'valoraciones'}`;
}

export interface RatingStarsProps {
  songId: string;
  songTitle: string;
  /** Everyone's average and count; undefined while the song has none. */
  average: number | undefined;
  total: number | undefined;
  /** This session's rating. */
  mine: number | undefined;
  /** This song's rating is being saved. */
  saving: boolean;
  /** A rating was saved: the averages are loaded again. */
  onRated(): void;
}

/** This session's 1–5 stars for a song, and the average of everyone's. */
export function RatingStars({ songId, songTitle, average, total, mine, saving, onRated }: RatingStarsProps) {
  return (
    <Wrapper>
      <div className="stars" role="group" aria-label={`Tu valoración de ${songTitle}`} data-level={ratingLevel(mine ?? 0)}>
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            data-filled={mine !== undefined && value <= mine ? '' : undefined}
            aria-label={`${value} ${value === 1 ? 'estrella' : 'estrellas'}`}
            aria-pressed={mine === value}
            disabled={saving}
            onClick={() => void saveRating(songId, value).then((saved) => saved && onRated())}
          >
            {STAR_ICON}
          </button>
        ))}
      </div>
      <StaticIsland as="span" className="summary" data-testid="rating-summary" watch={[average, total]}>
        {() => summaryText(average, total)}
      </StaticIsland>
    </Wrapper>
  );
}
