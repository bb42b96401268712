import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLER_RUNTIME_HANDOVER } from '../rspack/bundler-runtime-global.mjs';
import { buildContract } from './contract.mjs';

/** Written into every production build: what the release store and the shell need to know about it. */
export const RELEASE_FILE = 'release.json';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The workspace source files compiled into a module (a concatenated module holds several). */
const sourcesOf = (module) =>
  module.modules ? module.modules.flatMap(sourcesOf) : typeof module.resource === 'string' ? [module.resource.split('?')[0]] : [];

/**
 * Emits release.json: the app's name, its route list (remotes) and its contract with the shell
 * (tools/release/contract.mjs). It is part of the build, so it takes part in the release's version:
 * a changed route list or contract is a new release.
 */
export class ReleaseInfoPlugin {
  /** @param {{ name: string, routes: import('./routes.mjs').RouteEntry[], shared: Record<string, any> }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ReleaseInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const files = new Set(
          [...compilation.modules]
            .flatMap(sourcesOf)
            .filter((file) => file.startsWith(workspaceRoot) && !file.includes(`${path.sep}node_modules${path.sep}`) && /\.[cm]?[jt]sx?$/.test(file)),
        );
        const { name, routes, shared } = this.options;
        // The shell hands its bundler runtime over; a remote runs on it (tools/rspack/bundler-runtime-global.mjs).
        const contract = { ...buildContract({ shared, sourceFiles: [...files].sort() }), bundlerRuntime: BUNDLER_RUNTIME_HANDOVER };
        const info = { name, routes, contract };
        compilation.emitAsset(RELEASE_FILE, new sources.RawSource(`${JSON.stringify(info, null, 1)}\n`));
      });
    });
  }
}
