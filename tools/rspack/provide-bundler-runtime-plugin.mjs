import federation from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

/**
 * A federation runtime plugin of the shell: it hands the remotes the shell's bundler runtime (the
 * functions that load shared modules, each given the calling build's own webpack require), as
 * `provideExternalRuntime` hands them runtime-core. Called once, when the shell's federation starts,
 * before any remote's entry runs.
 */
export default function provideBundlerRuntimePlugin() {
  /** @type {Record<string, unknown>} */ (globalThis)[BUNDLER_RUNTIME_GLOBAL] = { bundlerRuntime: federation.bundlerRuntime, attachShareScopeMap: federation.attachShareScopeMap };
  return { name: 'pitwall-provide-bundler-runtime' };
}
