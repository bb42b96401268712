/**
 * V8's explicit compile hint for a whole file: with it first in a script, V8 compiles every function
 * of the file while it parses it instead of when each function is first called.
 */
export const COMPILE_ALL_FUNCTIONS_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint first in every JavaScript file of a production build. Each file is requested when
 * its code is about to run (the entry, react-dom and the bootstrap at start-up, a remote's entry and
 * pages as the page renders, a dialog's chunk as it opens), so most of its functions are called at
 * once; lazily, V8 parsed each function a second time and compiled it on the main thread, in the
 * middle of start-up and hydration. With the hint that work is done on the streaming thread while
 * the file arrives: Chrome streams every classic script, whatever its size (a trace's v8.compile
 * says `streamed: true` for the 1 KB early script too), so small chunks gain as much as large ones.
 *
 * After the minifier (which drops comments) and before the source maps are written (they follow the
 * one-line shift) and the content hashes are taken (the file's name covers the hint).
 */
export class CompileHintsPlugin {
  apply(compiler) {
    const { rspack } = compiler;
    const name = 'CompileHintsPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (file.endsWith('.js')) compilation.updateAsset(file, (old) => new rspack.sources.ConcatSource(COMPILE_ALL_FUNCTIONS_HINT, old));
        }
      });
    });
  }
}
