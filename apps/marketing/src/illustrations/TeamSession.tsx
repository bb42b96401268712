import { useTheme } from 'styled-components';
import { Illustration, TRACK_GREY } from './Illustration.tsx';

/** A team session: two drivers racing side by side, colleagues cheering and the live standings on the wall. */
export function TeamSession() {
  const { colors } = useTheme();
  const rig = (x: number, seat: string) => (
    <g transform={`translate(${x} 0)`}>
      <rect x="0" y="186" width="100" height="48" rx="8" fill="#1C1E25" stroke={TRACK_GREY} strokeWidth="3" />
      <polygon points="22,234 46,196 54,196 78,234" fill={TRACK_GREY} />
      <path d="M50 200 L50 230" stroke={colors.accent} strokeWidth="3" strokeDasharray="6 5" />
      <rect x="46" y="234" width="8" height="40" fill={TRACK_GREY} />
      <path d="M-6 300 L8 250 C10 242 22 240 26 248 L40 286 L70 290 L70 300Z" fill={seat} />
      <circle cx="14" cy="242" r="14" fill={colors.onDark} />
      <path d="M16 236 L28 236 L28 248 L16 248Z" fill={colors.surfaceDark} />
      <rect x="56" y="258" width="22" height="28" rx="7" fill={colors.ink} stroke={colors.accent} strokeWidth="3" />
    </g>
  );
  const fan = (x: number, y: number, arms: 'up' | 'down', shirt: string) => (
    <g transform={`translate(${x} ${y})`}>
      <circle cx="0" cy="-58" r="13" fill={colors.onDark} />
      <path d="M-16 -40 C-16 -46 16 -46 16 -40 L20 10 L-20 10Z" fill={shirt} />
      {arms === 'up' ? (
        <path d="M-14 -38 L-28 -74 M14 -38 L28 -74" stroke={shirt} strokeWidth="8" strokeLinecap="round" />
      ) : (
        <path d="M-16 -36 L-24 -6 M16 -36 L24 -6" stroke={shirt} strokeWidth="8" strokeLinecap="round" />
      )}
    </g>
  );
  return (
    <Illustration viewBox="0 0 480 360">
      <rect x="8" y="8" width="464" height="344" rx="28" fill={colors.surfaceDark} />
      {/* Live standings on the wall. */}
      <rect x="140" y="36" width="200" height="112" rx="10" fill="#1C1E25" stroke={TRACK_GREY} strokeWidth="3" />
      {[0, 1, 2].map((row) => (
        <g key={row} transform={`translate(156 ${56 + row * 30})`}>
          <rect width="22" height="20" rx="4" fill={row === 0 ? colors.accent : TRACK_GREY} />
          <rect x="32" y="6" width={120 - row * 26} height="8" rx="4" fill={row === 0 ? colors.onDark : colors.onDarkMuted} />
        </g>
      ))}
      {rig(96, colors.accent)}
      {rig(296, colors.onDarkMuted)}
      <ellipse cx="240" cy="316" rx="200" ry="10" fill="#000" opacity="0.35" />
      {fan(246, 312, 'up', colors.accent)}
      {fan(42, 318, 'down', colors.onDarkMuted)}
      {fan(440, 318, 'up', colors.accentText)}
    </Illustration>
  );
}
