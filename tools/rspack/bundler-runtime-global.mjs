/** Where the shell leaves its bundler runtime for the remotes (provide-bundler-runtime-plugin.mjs, remote-bundler-runtime.mjs). */
export const BUNDLER_RUNTIME_GLOBAL = '__pitwallBundlerRuntime';
