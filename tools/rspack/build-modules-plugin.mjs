import { writeFileSync } from 'node:fs';
import path from 'node:path';

/** Written next to a production build: each emitted JavaScript file → the source files it is built from. */
export const BUILD_MODULES_FILE = 'build-modules.json';

/** The source files behind a module; a concatenated module is built from several. */
const sourceFiles = (module) =>
  module.modules ? module.modules.flatMap(sourceFiles) : module.resource ? [module.resource.split('?')[0]] : [];

/**
 * Records, from the compiler's own chunk graph, which source files (relative to `root`) end up in
 * each emitted JavaScript file, so checks on the built site (tools/size) can tell where its code
 * comes from without guessing from file names or source maps (glue-only chunks have no map).
 */
export class BuildModulesPlugin {
  /** @param {string} root */
  constructor(root) {
    this.root = root;
  }

  apply(compiler) {
    compiler.hooks.done.tap('BuildModulesPlugin', ({ compilation }) => {
      const files = {};
      for (const chunk of compilation.chunks) {
        const modules = [...compilation.chunkGraph.getChunkModules(chunk)].flatMap(sourceFiles);
        const relative = [...new Set(modules.map((file) => path.relative(this.root, file)))].sort();
        for (const file of chunk.files) if (file.endsWith('.js')) files[file] = relative;
      }
      // Scripts built apart (the shell's early script, early-script-plugin.mjs) name their own sources.
      for (const { name, info } of compilation.getAssets()) {
        if (name.endsWith('.js') && !(name in files) && Array.isArray(info.sourceFiles)) files[name] = info.sourceFiles.map((file) => path.relative(this.root, file)).sort();
      }
      writeFileSync(path.join(compiler.options.output.path, BUILD_MODULES_FILE), `${JSON.stringify(files, null, 1)}\n`);
    });
  }
}
