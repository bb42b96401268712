/**
 * Series colours of the admin charts: the Okabe–Ito palette, told apart with the common colour
 * blindnesses, darkened where needed to reach 3:1 against the white card (WCAG 1.4.11). Every
 * chart also names its series in a legend and has its numbers in a table: colour is never the only
 * cue. Tokens, like the theme's: components take them from here.
 */
export const SERIES_COLORS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#8F7500', '#56479A', '#5E6470'] as const;

export const seriesColor = (index: number) => SERIES_COLORS[index % SERIES_COLORS.length] as string;

/** The promotions' markers on the performance chart: dark grey, apart from every series colour. */
export const MARKER_COLOR = '#3D404A';
