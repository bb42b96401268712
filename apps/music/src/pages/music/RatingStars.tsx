import type { RatingSummary } from '@pitwall/backend';
import { Star } from 'lucide-react';
import styled, { type DefaultTheme } from 'styled-components';

/** 1 red, 2–3 orange, 4–5 green. */
function ratingColour(theme: DefaultTheme, rating: number): string {
  if (rating <= 1) return theme.colors.danger;
  if (rating <= 3) return theme.colors.accentText;
  return theme.colors.success;
}

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;

const Stars = styled.div`
  display: inline-flex;
`;

const StarButton = styled.button<{ $filled: boolean; $rating: number }>`
  display: inline-flex;
  padding: 0.375rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  cursor: pointer;
  color: ${({ theme, $filled, $rating }) => ($filled ? ratingColour(theme, $rating) : theme.colors.muted)};
  svg {
    fill: ${({ $filled }) => ($filled ? 'currentColor' : 'none')};
  }
  &:disabled {
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Summary = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

// One element for every star: React does not render the icon again when a star changes.
const STAR = <Star size={20} aria-hidden="true" />;

const AVERAGE = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function summaryText(summary: RatingSummary | undefined): string {
  if (!summary || summary.total === 0) return 'Sin valoraciones';
  return `${AVERAGE.format(summary.average)} de 5 · ${summary.total} ${summary.total === 1 ? 'valoración' : 'valoraciones'}`;
}

export interface RatingStarsProps {
  songTitle: string;
  mine: number | undefined;
  summary: RatingSummary | undefined;
  disabled: boolean;
  onRate(rating: number): void;
}

/** This session's 1–5 stars for a song, and the average of everyone's. */
export function RatingStars({ songTitle, mine, summary, disabled, onRate }: RatingStarsProps) {
  return (
    <Wrapper>
      <Stars role="group" aria-label={`Tu valoración de ${songTitle}`}>
        {[1, 2, 3, 4, 5].map((value) => (
          <StarButton
            key={value}
            type="button"
            $filled={mine !== undefined && value <= mine}
            $rating={mine ?? 0}
            aria-label={`${value} ${value === 1 ? 'estrella' : 'estrellas'}`}
            aria-pressed={mine === value}
            disabled={disabled}
            onClick={() => onRate(value)}
          >
            {STAR}
          </StarButton>
        ))}
      </Stars>
      <Summary data-testid="rating-summary">{summaryText(summary)}</Summary>
    </Wrapper>
  );
}
