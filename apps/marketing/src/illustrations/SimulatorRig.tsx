import { useTheme } from 'styled-components';
import { Illustration } from './Illustration.tsx';

/** A simulator cockpit: seat, wheel and three screens showing the track. */
export function SimulatorRig() {
  const { colors } = useTheme();
  return (
    <Illustration viewBox="0 0 480 340">
      <rect x="8" y="8" width="464" height="324" rx="28" fill={colors.accentSoft} />
      {[40, 170, 300].map((x, index) => (
        <g key={x}>
          <rect x={x} y="44" width="140" height="92" rx="8" fill={colors.surfaceDark} />
          <path d={`M${x + 20} 126 L${x + 62 + index * 4} 70 L${x + 78 + index * 4} 70 L${x + 120} 126Z`} fill="#2A2D36" />
          <path d={`M${x + 70 + index * 4} 76 L${x + 70} 124`} stroke={colors.accent} strokeWidth="3" strokeDasharray="8 6" />
        </g>
      ))}
      <rect x="226" y="136" width="28" height="60" fill={colors.inkSoft} />
      <circle cx="240" cy="196" r="36" fill="none" stroke={colors.ink} strokeWidth="12" />
      <rect x="222" y="188" width="36" height="16" rx="4" fill={colors.accent} />
      <path d="M150 300 C150 240 190 222 240 222 C290 222 330 240 330 300Z" fill={colors.ink} />
      <path d="M182 300 C184 258 206 246 240 246 C274 246 296 258 298 300Z" fill={colors.accent} />
      <rect x="120" y="298" width="240" height="14" rx="7" fill={colors.inkSoft} />
    </Illustration>
  );
}
