import { useTheme } from 'styled-components';
import { Illustration } from './Illustration.tsx';

/** The tour's route: stops joined by a dashed road, each marked with a heart. */
export function CharityRoute() {
  const { colors } = useTheme();
  const stops: [number, number][] = [
    [80, 250],
    [170, 130],
    [290, 200],
    [390, 90],
  ];
  return (
    <Illustration viewBox="0 0 480 340">
      <rect x="8" y="8" width="464" height="324" rx="28" fill={colors.accentSoft} />
      <path
        d="M80 250 C110 170 140 140 170 130 S260 210 290 200 S360 100 390 90"
        fill="none"
        stroke={colors.ink}
        strokeWidth="6"
        strokeDasharray="16 12"
        strokeLinecap="round"
      />
      {stops.map(([x, y]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <circle r="26" fill={colors.surface} stroke={colors.accent} strokeWidth="4" />
          <path d="M0 10 C-14 0 -14 -12 -6 -12 C-2 -12 0 -8 0 -6 C0 -8 2 -12 6 -12 C14 -12 14 0 0 10Z" fill={colors.accentStrong} />
        </g>
      ))}
    </Illustration>
  );
}
