import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { formatSeconds } from './time.ts';

// One styled component with plain children (it is in every song card), and the progress as a
// custom property: a new position during playback changes one inline value, not a class.
const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-variant-numeric: tabular-nums;
  /* A native range input: draggable with a pointer, and operable with the arrow, Page and
     Home/End keys, announced as a slider. */
  input {
    flex: 1;
    min-width: 0;
    height: 1.5rem;
    margin: 0;
    background: transparent;
    accent-color: ${({ theme }) => theme.colors.accentText};
    cursor: pointer;
    appearance: none;
  }
  input::-webkit-slider-runnable-track {
    height: 0.375rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.accentText} var(--progress),
      ${({ theme }) => theme.colors.border} var(--progress)
    );
  }
  input::-webkit-slider-thumb {
    appearance: none;
    width: 1rem;
    height: 1rem;
    margin-top: -0.3125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentText};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ProgressBarProps {
  label: string;
  currentTime: number;
  duration: number;
  onSeek(seconds: number): void;
  disabled?: boolean;
}

/** Position in the song, seekable by dragging or with the keyboard. */
export function ProgressBar({ label, currentTime, duration, onSeek, disabled }: ProgressBarProps) {
  const max = Math.max(duration, 1);
  const value = Math.min(currentTime, max);
  return (
    <Row>
      <span aria-hidden="true">{formatSeconds(value)}</span>
      <input
        type="range"
        min={0}
        max={max}
        step={0.1}
        value={value}
        style={{ '--progress': `${(value / max) * 100}%` } as CSSProperties}
        aria-label={label}
        aria-valuetext={`${formatSeconds(value)} de ${formatSeconds(max)}`}
        disabled={disabled}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
      />
      <span aria-hidden="true">{formatSeconds(max)}</span>
    </Row>
  );
}
