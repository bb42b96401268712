import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { FONT_FILES, fontFaceCss } from '../../libs/ui/src/theme/fonts.ts';

const require = createRequire(import.meta.url);
const NAME = 'FontFacesPlugin';

/** Where the shell's index.html takes the brand fonts' @font-face rules. */
export const FONT_FACES_SLOT = '<!-- font-faces -->';

/** A font file's name in the release: the package's name with its content's hash (cached for good). */
export function releaseFontName(source, content) {
  return path.basename(source).replace(/\.woff2$/, `.${createHash('sha256').update(content).digest('hex').slice(0, 8)}.woff2`);
}

/**
 * The page with the @font-face rules in place of FONT_FACES_SLOT, each file at /<its release name>
 * (a release aims them at its folder as it does src and href: tools/release/store.mjs).
 * @param {string} html
 * @param {Map<string, string>} names release name of each FontFile.source
 */
export function withFontFaces(html, names) {
  if (!html.includes(FONT_FACES_SLOT)) throw new Error(`index.html has no ${FONT_FACES_SLOT}`);
  const css = fontFaceCss((file) => `/${names.get(file.source)}`);
  return html.replace(FONT_FACES_SLOT, () => `<style id="pitwall-fonts">${css}</style>`);
}

/**
 * The shell's build: emits the brand font files (libs/ui/src/theme/fonts.ts) and writes their
 * @font-face rules into index.html. In the HTML, every page (prerendered or not) has them before
 * it paints, and no script carries them.
 */
export class FontFacesPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const names = new Map();
      compilation.hooks.processAssets.tap({ name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const { source } of FONT_FILES) {
          const content = readFileSync(require.resolve(source));
          const name = releaseFontName(source, content);
          compilation.emitAsset(name, new rspack.sources.RawSource(content));
          names.set(source, name);
        }
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).afterTemplateExecution.tap(NAME, (data) => {
        data.html = withFontFaces(data.html, names);
        return data;
      });
    });
  }
}
