// Design tokens. Components read them through the theme and never hard-code colours or sizes.
import { FONT_STACKS } from './fonts.ts';

export const ACCENT = '#FF6C2C';

export function createTheme(accent: string = ACCENT) {
  return {
    colors: {
      accent,
      accentStrong: '#E0551A',
      accentSoft: '#FFF1EA',
      // The accent is too light for text: orange text on white or accentSoft uses accentText
      // (WCAG AA, 5:1), and text on the accent uses this dark ink.
      accentText: '#B3420F',
      onAccent: '#1A0C05',
      ink: '#14151A',
      inkSoft: '#454955',
      muted: '#6B7080',
      surface: '#FFFFFF',
      surfaceAlt: '#F6F6F8',
      surfaceDark: '#0E0F13',
      onDark: '#F4F4F6',
      onDarkMuted: '#A7ABB8',
      border: '#E3E4E9',
      danger: '#C62828',
      dangerSoft: '#FDECEC',
      success: '#1B7F3B',
      successSoft: '#E8F6EC',
      focus: '#1F6FEB',
    },
    spacing: {
      xxSmall: '0.25rem',
      xSmall: '0.5rem',
      small: '0.75rem',
      medium: '1rem',
      large: '1.5rem',
      xLarge: '2rem',
      xxLarge: '3rem',
      xxxLarge: '5rem',
    },
    // The one type scale: every page's h1 is `display` (global style), section titles `xxLarge`; a task
    // page (checkout, payment result, sign-in) is about its form, so its h1 is `title`.
    fontSizes: {
      small: '0.875rem',
      medium: '1rem',
      large: '1.125rem',
      xLarge: '1.5rem',
      xxLarge: '2.25rem',
      title: 'clamp(1.75rem, 4vw, 2.25rem)',
      display: 'clamp(2.5rem, 6vw, 4.25rem)',
    },
    fontWeights: { regular: 400, medium: 500, bold: 700, black: 800 },
    fonts: FONT_STACKS,
    radii: { small: '6px', medium: '10px', large: '16px', pill: '999px' },
    shadows: {
      raised: '0 1px 2px rgba(20, 21, 26, 0.06), 0 4px 16px rgba(20, 21, 26, 0.08)',
      overlay: '0 12px 40px rgba(20, 21, 26, 0.24)',
    },
    breakpoints: { tablet: '640px', laptop: '960px', desktop: '1200px' },
    layout: { navHeight: '4rem', maxWidth: '1200px' },
    zIndex: { nav: 50, banner: 60, overlay: 80, toast: 90 },
    motion: { fast: '120ms ease-out', normal: '200ms ease-out' },
  } as const;
}

export type Theme = ReturnType<typeof createTheme>;

/** Media query helper: `${media.laptop} { … }` applies from that width up. */
export const media = {
  tablet: '@media (min-width: 640px)',
  laptop: '@media (min-width: 960px)',
  desktop: '@media (min-width: 1200px)',
} as const;

// Every styled component reads the typed tokens: `theme.spacing.medium` is checked by TypeScript.
// Declared here (not in a .d.ts) so any program that imports @pitwall/ui sees it.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- module augmentation needs an interface
  export interface DefaultTheme extends Theme {}
}
