// @vitest-environment node
import { describe, expect, it } from 'vitest';
import federation from '@module-federation/webpack-bundler-runtime';
import provideBundlerRuntimePlugin from './provide-bundler-runtime-plugin.mjs';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

describe("a remote's bundler runtime", () => {
  it("is the shell's, with the container's own parts, and no state shared with the shell", async () => {
    provideBundlerRuntimePlugin();
    const { default: remote } = await import('./remote-bundler-runtime.mjs');
    // The same keys the federation plugin copies onto __webpack_require__.federation.
    expect(Object.keys(remote).sort()).toEqual(Object.keys(federation).sort());
    for (const [name, value] of Object.entries(federation.bundlerRuntime)) {
      expect(typeof remote.bundlerRuntime[name], name).toBe(typeof value);
      if (typeof value === 'function') expect(remote.bundlerRuntime[name], name).toBe(value);
    }
    expect(remote.bundlerRuntime.S).toEqual({});
    expect(remote.bundlerRuntime.S).not.toBe(federation.bundlerRuntime.S);
    expect(remote.bundlerRuntimeOptions).not.toBe(federation.bundlerRuntimeOptions);
    expect(remote.attachShareScopeMap).toBe(federation.attachShareScopeMap);
    expect(remote.runtime.init).toBeTypeOf('function');
    delete (/** @type {Record<string, unknown>} */ (globalThis))[BUNDLER_RUNTIME_GLOBAL];
  });
});
