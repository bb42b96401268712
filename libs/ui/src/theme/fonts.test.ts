import arial from '@capsizecss/metrics/arial';
import barlowCondensed from '@capsizecss/metrics/barlowCondensed';
import inter from '@capsizecss/metrics/inter';
import { FONT_FACE_CSS, FONT_FACES_ID, FONT_FILES, FONT_METRICS, fallbackOverrides, installFontFaces } from './fonts.ts';

const pick = ({ ascent, descent, lineGap, unitsPerEm, subsets }: typeof inter) => ({ ascent, descent, lineGap, unitsPerEm, xWidthAvg: subsets.latin.xWidthAvg });

describe('the brand fonts', () => {
  it("adjust their fallbacks from the fonts' published metrics", () => {
    expect(FONT_METRICS).toEqual({ inter: pick(inter), barlowCondensed: pick(barlowCondensed), arial: pick(arial) });
    // Inter's average Latin character is 7 % wider than Arial's: Arial is scaled up to it.
    expect(fallbackOverrides(FONT_METRICS.inter)).toEqual({ sizeAdjust: '107.12%', ascent: '90.44%', descent: '22.52%', lineGap: '0.00%' });
  });

  it('are the Latin subset of each face, in woff2, with a fallback face each', () => {
    for (const { family, url, fallback } of FONT_FILES) {
      expect(url).toMatch(/latin-[\w.-]+\.woff2$/);
      expect(url).not.toMatch(/^[a-z]+:\/\//);
      expect(FONT_FACE_CSS).toContain(`font-family: '${family}'`);
      expect(FONT_FACE_CSS).toContain(`font-family: '${fallback}'`);
    }
    expect(FONT_FACE_CSS).toContain('unicode-range: U+0000-00FF');
  });

  it('are written into the page once, outside the styles a hydration rebuilds', () => {
    installFontFaces();
    installFontFaces();
    const styles = document.querySelectorAll(`style#${FONT_FACES_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(FONT_FACE_CSS);
  });
});
