import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import * as runtime from './remote-federation-runtime.mjs';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

/**
 * A remote's @module-federation/webpack-bundler-runtime: the shell's (provide-bundler-runtime-plugin.mjs),
 * plus what only a container needs, `initContainerEntry`. Its functions keep no state of their
 * own (each is given the remote's webpack require); what is per build is made here: the options
 * object, the share scopes `S`, and `runtime`, whose `init` creates the remote's own federation
 * instance. The federation plugin copies these keys onto the remote's `__webpack_require__.federation`.
 */
const fromShell = /** @type {{ bundlerRuntime: Record<string, unknown>, attachShareScopeMap: unknown } | undefined} */ (
  /** @type {Record<string, unknown>} */ (globalThis)[BUNDLER_RUNTIME_GLOBAL]
);
if (!fromShell) throw new Error('This remote runs only inside the Pitwall shell: its federation runtime comes from there');

export default {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...fromShell.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: fromShell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
