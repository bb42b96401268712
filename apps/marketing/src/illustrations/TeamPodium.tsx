import { useTheme } from 'styled-components';
import { Illustration } from './Illustration.tsx';

/** A three-step podium with a team of helmets and a chequered flag. */
export function TeamPodium() {
  const { colors } = useTheme();
  const helmet = (x: number, y: number, fill: string) => (
    <g transform={`translate(${x} ${y})`}>
      <path d="M-26 10 C-26 -18 -10 -30 4 -30 C20 -30 28 -16 28 4 L28 12 L-26 12Z" fill={fill} />
      <rect x="0" y="-14" width="26" height="12" rx="5" fill={colors.surfaceDark} />
    </g>
  );
  return (
    <Illustration viewBox="0 0 480 340">
      <rect x="8" y="8" width="464" height="324" rx="28" fill={colors.surfaceAlt} />
      <rect x="70" y="220" width="110" height="90" rx="6" fill={colors.inkSoft} />
      <rect x="185" y="180" width="110" height="130" rx="6" fill={colors.ink} />
      <rect x="300" y="240" width="110" height="70" rx="6" fill={colors.muted} />
      <text x="240" y="250" textAnchor="middle" fill={colors.onDark} fontSize="40" fontWeight="800" fontFamily="system-ui, sans-serif">
        1
      </text>
      {helmet(125, 196, colors.accentStrong)}
      {helmet(240, 156, colors.accent)}
      {helmet(355, 216, colors.accentText)}
      <g transform="translate(330 50)">
        <rect x="0" y="0" width="4" height="110" fill={colors.ink} />
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2, 3, 4].map((column) => (
            <rect
              key={`${row}-${column}`}
              x={4 + column * 14}
              y={row * 14}
              width="14"
              height="14"
              fill={(row + column) % 2 === 0 ? colors.ink : colors.surface}
            />
          )),
        )}
      </g>
    </Illustration>
  );
}
