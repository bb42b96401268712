import styled from 'styled-components';
import { formatSeconds } from './time.ts';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.inkSoft};
  font-variant-numeric: tabular-nums;
`;

// A native range input: draggable with a pointer, and operable with the arrow, Page and
// Home/End keys, announced as a slider.
const Range = styled.input<{ $progress: number }>`
  flex: 1;
  min-width: 0;
  height: 1.5rem;
  margin: 0;
  background: transparent;
  accent-color: ${({ theme }) => theme.colors.accentText};
  cursor: pointer;
  &::-webkit-slider-runnable-track {
    height: 0.375rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: linear-gradient(
      to right,
      ${({ theme }) => theme.colors.accentText} ${({ $progress }) => $progress}%,
      ${({ theme }) => theme.colors.border} ${({ $progress }) => $progress}%
    );
  }
  &::-webkit-slider-thumb {
    appearance: none;
    width: 1rem;
    height: 1rem;
    margin-top: -0.3125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentText};
  }
  appearance: none;
  &:focus-visible {
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
      <Range
        type="range"
        min={0}
        max={max}
        step={0.1}
        value={value}
        $progress={(value / max) * 100}
        aria-label={label}
        aria-valuetext={`${formatSeconds(value)} de ${formatSeconds(max)}`}
        disabled={disabled}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
      />
      <span aria-hidden="true">{formatSeconds(max)}</span>
    </Row>
  );
}
