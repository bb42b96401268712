import type { RatingSummary } from '@pitwall/backend';
import styled from 'styled-components';
import { STAR_ICON } from './card-icons.tsx';
import { saveRating, useSongRating } from './ratings-store.ts';

/** 1 red, 2–3 orange, 4–5 green: the filled stars' colour, by this session's rating. */
function ratingLevel(rating: number): 'low' | 'mid' | 'high' {
  if (rating <= 1) return 'low';
  if (rating <= 3) return 'mid';
  return 'high';
}

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;

// The group styles its five buttons (plain elements, no styled component each: a song card is
// repeated on the page, and every component in it costs the browser work when it hydrates).
const Stars = styled.div`
  display: inline-flex;
  button {
    display: inline-flex;
    padding: 0.375rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.small};
    background: transparent;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.muted};
  }
  button[data-filled] svg {
    fill: currentColor;
  }
  &[data-level='low'] button[data-filled] { color: ${({ theme }) => theme.colors.danger}; }
  &[data-level='mid'] button[data-filled] { color: ${({ theme }) => theme.colors.accentText}; }
  &[data-level='high'] button[data-filled] { color: ${({ theme }) => theme.colors.success}; }
  button:disabled {
    cursor: default;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Summary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const AVERAGE = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function summaryText(summary: RatingSummary | undefined): string {
  if (!summary || summary.total === 0) return 'Sin valoraciones';
  return `${AVERAGE.format(summary.average)} de 5 · ${summary.total} ${summary.total === 1 ? 'valoración' : 'valoraciones'}`;
}

export interface RatingStarsProps {
  songId: string;
  songTitle: string;
}

/** This session's 1–5 stars for a song, and the average of everyone's (read from the ratings store). */
export function RatingStars({ songId, songTitle }: RatingStarsProps) {
  const { mine, summary, disabled } = useSongRating(songId);
  return (
    <Wrapper>
      <Stars role="group" aria-label={`Tu valoración de ${songTitle}`} data-level={ratingLevel(mine ?? 0)}>
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            data-filled={mine !== undefined && value <= mine ? '' : undefined}
            aria-label={`${value} ${value === 1 ? 'estrella' : 'estrellas'}`}
            aria-pressed={mine === value}
            disabled={disabled}
            onClick={() => void saveRating(songId, value)}
          >
            {STAR_ICON}
          </button>
        ))}
      </Stars>
      <Summary data-testid="rating-summary">{summaryText(summary)}</Summary>
    </Wrapper>
  );
}
