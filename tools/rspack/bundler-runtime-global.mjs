/** Where the shell leaves its bundler runtime for the remotes (provide-bundler-runtime-plugin.mjs, remote-bundler-runtime.mjs). */
export const BUNDLER_RUNTIME_GLOBAL = '__pitwallBundlerRuntime';

/**
 * The version of that hand-over. A remote built on it needs a shell that makes it, so both carry it
 * in their release contract (tools/release/release-plugin.mjs) and a promotion that would pair a
 * remote with a shell of another version is refused (tools/release/check.mjs). Raise it when the
 * shape of what the shell leaves on the global changes.
 */
export const BUNDLER_RUNTIME_HANDOVER = 1;
