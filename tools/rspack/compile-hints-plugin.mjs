/**
 * V8's explicit compile hint for a whole file: with it first in a script, V8 compiles every function
 * of the file while it parses it instead of when each function is first called.
 */
export const COMPILE_ALL_FUNCTIONS_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Chrome parses and compiles a classic script of this size or more on a background thread while it
 * downloads (script streaming); a smaller one on the main thread, when it runs.
 */
export const STREAMED_SCRIPT_MIN_BYTES = 30 * 1024;

/**
 * Puts the hint first in every large JavaScript file of a production build (the entry with React and
 * the federation runtime, react-dom, supabase-js, the music page…). Each is requested when its code
 * is about to run, so most of its functions are called at once; lazily, V8 parsed each function a
 * second time and compiled it on the main thread, in the middle of start-up and hydration: at 4× CPU
 * the largest share of the time between a page's first paint and the moment it answers. With the
 * hint that work is done on the streaming thread, while the file arrives. A small file is compiled
 * on the main thread either way: there the hint would only add the functions that are never called.
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
        for (const [file, source] of Object.entries(assets)) {
          if (!file.endsWith('.js') || source.size() < STREAMED_SCRIPT_MIN_BYTES) continue;
          compilation.updateAsset(file, (old) => new rspack.sources.ConcatSource(COMPILE_ALL_FUNCTIONS_HINT, old));
        }
      });
    });
  }
}
