import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Builds the shell's early script (apps/shell/src/page-boot) with a compiler of its own and adds it
 * to the shell's output as one small classic script under a fixed name. Not an entry of the shell's
 * build: Module Federation puts its runtime and the eager shared packages into every entry, and
 * this script runs before any of them. Its source files go in the asset's info (`sourceFiles`) for
 * the build's record (build-modules-plugin.mjs).
 */
export class EarlyScriptPlugin {
  /** @param {{ entry: string, filename: string }} options the entry, relative to the app's folder */
  constructor({ entry, filename }) {
    this.entry = entry;
    this.filename = filename;
  }

  apply(compiler) {
    const { rspack } = compiler;
    const name = 'EarlyScriptPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { code, sourceFiles } = await this.build(compiler);
        compilation.emitAsset(this.filename, new rspack.sources.RawSource(code), { sourceFiles, minimized: true });
        // The dev server rebuilds the shell when one of them changes.
        for (const file of sourceFiles) compilation.fileDependencies.add(file);
      });
    });
  }

  /** @returns {Promise<{ code: string, sourceFiles: string[] }>} */
  async build(parent) {
    const outDir = mkdtempSync(path.join(tmpdir(), 'early-script-'));
    const compiler = parent.rspack({
      context: parent.options.context,
      mode: parent.options.mode,
      target: ['web', 'es2022'],
      devtool: false,
      entry: this.entry,
      output: { path: outDir, filename: this.filename, iife: true },
      resolve: { extensions: ['.ts', '.js'] },
      module: { rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }] },
      stats: 'errors-warnings',
    });
    try {
      const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
      if (stats.hasErrors()) throw new Error(`The early script did not build:\n${stats.toString('errors-only')}`);
      const modules = [...stats.compilation.modules].flatMap(function sources(module) {
        return module.modules ? module.modules.flatMap(sources) : module.resource ? [module.resource.split('?')[0]] : [];
      });
      return { code: readFileSync(path.join(outDir, this.filename), 'utf8'), sourceFiles: [...new Set(modules)] };
    } finally {
      await new Promise((resolve) => compiler.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    }
  }
}
