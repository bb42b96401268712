import { describe, expect, it } from 'vitest';
import { FONT_FACES_SLOT, releaseFontName, withFontFaces } from './font-faces-plugin.mjs';

describe('the @font-face rules in the shell’s index.html', () => {
  it('take the slot, each file at its release name', () => {
    const names = new Map([
      ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', 'inter-latin-wght-normal.0123abcd.woff2'],
      ['@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2', 'barlow-condensed-latin-700-normal.89abcdef.woff2'],
    ]);
    const html = withFontFaces(`<head><title>t</title>${FONT_FACES_SLOT}</head>`, names);
    expect(html).not.toContain(FONT_FACES_SLOT);
    expect(html).toMatch(/^<head><title>t<\/title><style id="pitwall-fonts">@font-face \{ font-family: 'Inter Variable';/);
    expect(html).toContain("src: url(/inter-latin-wght-normal.0123abcd.woff2) format('woff2')");
    expect(html).toContain("src: url(/barlow-condensed-latin-700-normal.89abcdef.woff2) format('woff2')");
  });

  it('need the slot: a template without it fails the build', () => {
    expect(() => withFontFaces('<head></head>', new Map())).toThrow(FONT_FACES_SLOT);
  });

  it('name each file by its content', () => {
    const source = '@fontsource/x/files/x-latin-400-normal.woff2';
    expect(releaseFontName(source, Buffer.from('a'))).toMatch(/^x-latin-400-normal\.[0-9a-f]{8}\.woff2$/);
    expect(releaseFontName(source, Buffer.from('a'))).not.toBe(releaseFontName(source, Buffer.from('b')));
  });
});
