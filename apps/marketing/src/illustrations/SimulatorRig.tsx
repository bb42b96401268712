import { useTheme } from 'styled-components';
import { Illustration, TRACK_GREY } from './Illustration.tsx';

/** The simulator rig from the side: three screens showing the track, a driver in the seat, wheel and pedals. */
export function SimulatorRig() {
  const { colors } = useTheme();
  const screen = (points: string, road: string, line: string) => (
    <g>
      <polygon points={points} fill="#1C1E25" stroke={TRACK_GREY} strokeWidth="4" strokeLinejoin="round" />
      <polygon points={road} fill={TRACK_GREY} />
      <path d={line} stroke={colors.accent} strokeWidth="3" strokeDasharray="7 6" />
    </g>
  );
  return (
    <Illustration viewBox="0 0 480 360">
      <rect x="8" y="8" width="464" height="344" rx="28" fill={colors.surfaceDark} />
      {/* Triple screens on their stand. */}
      <rect x="236" y="150" width="8" height="150" fill={TRACK_GREY} />
      {screen('70,52 160,40 160,142 70,134', '100,134 142,70 150,70 160,120 160,142', 'M146 76 L152 138')}
      {screen('168,38 312,38 312,144 168,144', '190,144 236,66 244,66 290,144', 'M240 72 L240 140')}
      {screen('320,40 410,52 410,134 320,142', '320,142 320,120 330,70 338,70 380,134', 'M334 76 L328 138')}
      {/* Base frame. */}
      <rect x="78" y="296" width="330" height="14" rx="7" fill={TRACK_GREY} />
      <ellipse cx="243" cy="322" rx="180" ry="10" fill="#000" opacity="0.35" />
      {/* Seat, driver and helmet. */}
      <path d="M104 296 L128 200 C132 186 150 182 158 196 L186 268 L250 276 L252 296Z" fill={colors.accent} />
      <path d="M150 214 C170 212 196 240 214 252 L284 244 L292 262 L210 276 C188 276 164 252 150 236Z" fill={colors.onDark} opacity="0.92" />
      <path d="M206 252 L262 222 L272 232 L222 262Z" fill={colors.onDark} opacity="0.92" />
      <circle cx="152" cy="190" r="24" fill={colors.onDark} />
      <path d="M156 180 L178 180 C180 188 178 196 172 198 L156 198Z" fill={colors.surfaceDark} />
      <rect x="128" y="200" width="48" height="6" rx="3" fill={colors.accentStrong} />
      {/* Wheel on its column, pedals. */}
      <rect x="268" y="232" width="56" height="10" rx="5" fill={TRACK_GREY} transform="rotate(-18 268 232)" />
      <rect x="258" y="206" width="34" height="44" rx="10" fill={colors.ink} stroke={colors.accent} strokeWidth="4" />
      <circle cx="275" cy="228" r="5" fill={colors.accent} />
      <rect x="356" y="254" width="10" height="44" rx="3" fill={TRACK_GREY} />
      <rect x="344" y="262" width="14" height="26" rx="4" fill={colors.accent} transform="rotate(-14 344 262)" />
    </Illustration>
  );
}
