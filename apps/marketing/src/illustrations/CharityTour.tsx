import { useTheme } from 'styled-components';
import { Illustration, TRACK_GREY } from './Illustration.tsx';

/** The charity tour: the team's van on the road between stops, each stop a cause it supports. */
export function CharityTour() {
  const { colors } = useTheme();
  const stops: [number, number][] = [
    [70, 110],
    [190, 70],
    [300, 120],
    [410, 78],
  ];
  const heart = 'M0 8 C-12 0 -12 -10 -5 -10 C-2 -10 0 -7 0 -5 C0 -7 2 -10 5 -10 C12 -10 12 0 0 8Z';
  return (
    <Illustration viewBox="0 0 480 360">
      <rect x="8" y="8" width="464" height="344" rx="28" fill={colors.surfaceDark} />
      {/* The route between the stops. */}
      <path d="M70 110 C120 60 150 60 190 70 S260 140 300 120 S380 70 410 78" fill="none" stroke={TRACK_GREY} strokeWidth="10" strokeLinecap="round" />
      <path d="M70 110 C120 60 150 60 190 70 S260 140 300 120 S380 70 410 78" fill="none" stroke={colors.accent} strokeWidth="3" strokeDasharray="10 9" />
      {stops.map(([x, y]) => (
        <g key={`${x}-${y}`} transform={`translate(${x} ${y})`}>
          <path d="M0 26 C-18 4 -22 -4 -22 -12 A22 22 0 1 1 22 -12 C22 -4 18 4 0 26Z" fill={colors.onDark} transform="translate(0 -26)" />
          <path d={heart} fill={colors.accentStrong} transform="translate(0 -38) scale(1.2)" />
        </g>
      ))}
      {/* The road in front and the van on it. */}
      <rect x="8" y="268" width="464" height="44" fill={TRACK_GREY} />
      <path d="M24 290 L456 290" stroke={colors.onDark} strokeWidth="3" strokeDasharray="22 16" opacity="0.6" />
      <g transform="translate(150 186)">
        <path d="M0 88 L0 22 C0 10 8 4 20 4 L150 4 C160 4 166 10 168 18 L176 46 L198 56 C206 60 210 66 210 76 L210 88Z" fill={colors.accent} />
        <path d="M154 14 L168 48 L130 48 L130 14Z" fill="#1C1E25" />
        <path d={heart} fill={colors.surface} transform="translate(66 42) scale(2.4)" />
        <circle cx="44" cy="90" r="18" fill={colors.ink} stroke={colors.onDarkMuted} strokeWidth="5" />
        <circle cx="170" cy="90" r="18" fill={colors.ink} stroke={colors.onDarkMuted} strokeWidth="5" />
      </g>
      {/* Chequered flag at the last stop. */}
      <g transform="translate(428 176)">
        <rect x="0" y="0" width="4" height="86" fill={colors.onDarkMuted} />
        {[0, 1, 2].map((row) =>
          [0, 1, 2, 3].map((column) => (
            <rect key={`${row}-${column}`} x={4 + column * 9} y={row * 9} width="9" height="9" fill={(row + column) % 2 === 0 ? colors.onDark : colors.ink} />
          )),
        )}
      </g>
    </Illustration>
  );
}
