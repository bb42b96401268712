// The brand's two faces, self-hosted (the shell's release carries the files: font-src 'self'),
// Latin subset only: Barlow Condensed for headings, Inter for text. `font-display: optional`: a
// face that has not arrived by the first paint is not swapped in on that page, so nothing moves
// (CLS 0); preloaded where the first viewport uses it, it is there in time. Until then, and on a
// connection too slow for it, the text is drawn in a fallback face: a local Arial (Liberation Sans
// on Linux has its metrics) scaled to the web font's size and vertical metrics, so it looks alike.
// The @font-face rules are written into the shell's index.html when it is built
// (tools/rspack/font-faces-plugin.mjs), not by a script: every page has them before its first
// paint, and no first load carries them. Plain TypeScript: the build imports this module too.

/** Fontsource's Latin range: Spanish needs nothing more ("€" is U+20AC). */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** What the fallback adjustments are computed from (@capsizecss/metrics; a unit test keeps them equal). */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average width of a Latin character. */
  xWidthAvg: number;
}

export const FONT_METRICS = {
  inter: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 },
  barlowCondensed: { ascent: 1000, descent: -200, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 341 },
  arial: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 },
} as const satisfies Record<string, FontMetrics>;

export interface FontFile {
  family: string;
  /** The face's weight, or a variable font's range. */
  weight: string;
  /** The woff2 file, as its npm package ships it. */
  source: string;
  /** The local face scaled to this one's metrics. */
  fallback: string;
  metrics: FontMetrics;
}

export const FONT_FILES: readonly FontFile[] = [
  { family: 'Inter Variable', weight: '100 900', source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', fallback: 'Inter Fallback', metrics: FONT_METRICS.inter },
  {
    family: 'Barlow Condensed',
    weight: '700',
    source: '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2',
    fallback: 'Barlow Condensed Fallback',
    metrics: FONT_METRICS.barlowCondensed,
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The fallback's overrides, as capsize's createFontStack computes them. */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics = FONT_METRICS.arial) {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const scaled = (value: number) => percent(Math.abs(value) / font.unitsPerEm / sizeAdjust);
  return { sizeAdjust: percent(sizeAdjust), ascent: scaled(font.ascent), descent: scaled(font.descent), lineGap: scaled(font.lineGap) };
}

/** The @font-face rules of the brand faces and their fallbacks, each file at `urlOf(file)`. */
export function fontFaceCss(urlOf: (file: FontFile) => string): string {
  return FONT_FILES.map((file) => {
    const { family, weight, fallback, metrics } = file;
    const { sizeAdjust, ascent, descent, lineGap } = fallbackOverrides(metrics);
    return `@font-face { font-family: '${family}'; font-style: normal; font-display: optional; font-weight: ${weight}; src: url(${urlOf(file)}) format('woff2'); unicode-range: ${LATIN}; }
@font-face { font-family: '${fallback}'; src: local('Arial'), local('Liberation Sans'), local('Helvetica'); size-adjust: ${sizeAdjust}; ascent-override: ${ascent}; descent-override: ${descent}; line-gap-override: ${lineGap}; }`;
  }).join('\n');
}

const SYSTEM = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export const FONT_STACKS = {
  body: `'Inter Variable', 'Inter Fallback', ${SYSTEM}`,
  heading: `'Barlow Condensed', 'Barlow Condensed Fallback', 'Arial Narrow', ${SYSTEM}`,
} as const;
