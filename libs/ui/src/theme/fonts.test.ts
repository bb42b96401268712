import arial from '@capsizecss/metrics/arial';
import barlowCondensed from '@capsizecss/metrics/barlowCondensed';
import inter from '@capsizecss/metrics/inter';
import { FONT_FILES, FONT_METRICS, fallbackOverrides, fontFaceCss } from './fonts.ts';

const pick = ({ ascent, descent, lineGap, unitsPerEm, subsets }: typeof inter) => ({ ascent, descent, lineGap, unitsPerEm, xWidthAvg: subsets.latin.xWidthAvg });

describe('the brand fonts', () => {
  it("adjust their fallbacks from the fonts' published metrics", () => {
    expect(FONT_METRICS).toEqual({ inter: pick(inter), barlowCondensed: pick(barlowCondensed), arial: pick(arial) });
    // Inter's average Latin character is 7 % wider than Arial's: Arial is scaled up to it.
    expect(fallbackOverrides(FONT_METRICS.inter)).toEqual({ sizeAdjust: '107.12%', ascent: '90.44%', descent: '22.52%', lineGap: '0.00%' });
  });

  it('are the Latin subset of each face, in woff2, with a fallback face each', () => {
    const css = fontFaceCss((file) => `/${file.family}.woff2`);
    for (const { family, source, fallback } of FONT_FILES) {
      expect(source).toMatch(/^@fontsource(-variable)?\/[\w-]+\/files\/[\w-]+-latin-[\w-]+\.woff2$/);
      expect(css).toContain(`font-family: '${family}'; font-style: normal; font-display: optional;`);
      expect(css).toContain(`src: url(/${family}.woff2) format('woff2')`);
      expect(css).toContain(`font-family: '${fallback}'`);
    }
    expect(css).toContain('unicode-range: U+0000-00FF');
  });
});
