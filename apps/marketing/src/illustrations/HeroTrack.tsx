import { useTheme } from 'styled-components';
import { Illustration, TRACK_GREY } from './Illustration.tsx';

/** A circuit seen from above with a car on its racing line and a stress read-out falling. */
export function HeroTrack() {
  const { colors } = useTheme();
  return (
    <Illustration viewBox="0 0 480 360">
      <rect x="8" y="8" width="464" height="344" rx="28" fill={colors.surfaceDark} />
      <path
        d="M90 270 C60 200 70 110 140 90 S260 110 300 80 S420 60 410 150 S330 220 360 270 S160 320 90 270Z"
        fill="none"
        stroke={TRACK_GREY}
        strokeWidth="34"
        strokeLinejoin="round"
      />
      <path
        d="M90 270 C60 200 70 110 140 90 S260 110 300 80 S420 60 410 150 S330 220 360 270 S160 320 90 270Z"
        fill="none"
        stroke={colors.accent}
        strokeWidth="4"
        strokeDasharray="14 10"
      />
      <rect x="150" y="280" width="10" height="34" fill={colors.onDark} />
      <rect x="160" y="280" width="10" height="34" fill={TRACK_GREY} />
      <g transform="translate(296 66) rotate(-18)">
        <rect x="-26" y="-9" width="52" height="18" rx="8" fill={colors.accent} />
        <rect x="-34" y="-14" width="10" height="28" rx="3" fill={colors.onDark} />
        <rect x="24" y="-12" width="8" height="24" rx="3" fill={colors.onDark} />
        <circle cx="-2" cy="0" r="5" fill={colors.surfaceDark} />
      </g>
      <g transform="translate(150 136)">
        <rect width="210" height="96" rx="12" fill="#1C1E25" stroke="#343846" />
        <text x="14" y="26" fill={colors.onDarkMuted} fontSize="13" fontFamily="system-ui, sans-serif">
          Estrés del equipo
        </text>
        <text x="196" y="26" textAnchor="end" fill={colors.accent} fontSize="16" fontWeight="800" fontFamily="system-ui, sans-serif">
          −40&nbsp;%
        </text>
        <polyline points="14,46 60,50 106,62 150,72 196,80" fill="none" stroke={colors.accent} strokeWidth="4" strokeLinecap="round" />
      </g>
    </Illustration>
  );
}
