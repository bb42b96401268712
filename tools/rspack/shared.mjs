// What every app shares through Module Federation. The same block in the shell and in every
// remote, all singletons: two copies of React, styled-components, the router or a store is a bug.
// No version range at run time: a singleton that does not satisfy one is only reported on the
// console, after a semver parse on every visitor's phone (about 16 ms at 4x CPU before a page
// answers). Versions are checked where a mismatch can be stopped: before a release goes live,
// each build's packages against the live shell's (tools/release/check.mjs).
const singleton = () => ({ singleton: true, requiredVersion: false });

export const SHARED = {
  react: singleton(),
  // Subpath keys so react/jsx-runtime and react-dom/client are shared too.
  'react/': singleton(),
  'react-dom': singleton(),
  'react-dom/': singleton(),
  'styled-components': singleton(),
  zustand: singleton(),
  'zustand/': singleton(),
  '@supabase/supabase-js': singleton(),
  // Workspace libs: one instance of the theme, the backend client, the stores and the consent.
  // react-router-dom travels inside @pitwall/router: a shared package cannot be tree-shaken, and
  // react-router whole is ~59 KB gzip against ~15 KB for the part the site uses. Sharing the
  // facade as a singleton still gives the page exactly one router.
  '@pitwall/router': singleton(),
  '@pitwall/config': singleton(),
  '@pitwall/ui': singleton(),
  '@pitwall/ui/': singleton(),
  '@pitwall/backend': singleton(),
  '@pitwall/auth': singleton(),
  '@pitwall/cart': singleton(),
  '@pitwall/analytics': singleton(),
  '@pitwall/monitoring': singleton(),
};

/**
 * The shared singletons every page needs before it can hydrate: the shell builds its own copies
 * into its first chunks (`eager`) instead of fetching each as a chunk of its own, so a first visit
 * makes 6 script requests instead of 20. Remotes still take them from the shell through the share
 * scope. Only the shell, and only these: an eager package is included whole, so supabase-js, the
 * auth store and the UI's dialogs stay lazy. `react-dom/client` is named apart so that the
 * prerender's react-dom/static (also under 'react-dom/') stays out of the first load.
 */
const EAGER_IN_SHELL = ['react', 'react/', 'react-dom', 'react-dom/client', 'styled-components', 'zustand', 'zustand/', '@pitwall/router', '@pitwall/config', '@pitwall/ui', '@pitwall/cart', '@pitwall/analytics', '@pitwall/monitoring'];

/**
 * The shell's shared block: SHARED with the first-load singletons eager.
 * @param {Record<string, object>} [shared]
 */
export function shellShared(shared = SHARED) {
  const withClient = { ...shared, 'react-dom/client': shared['react-dom'] };
  return Object.fromEntries(Object.entries(withClient).map(([key, config]) => [key, EAGER_IN_SHELL.includes(key) ? { ...config, eager: true } : config]));
}

/**
 * A remote's shared block: SHARED, without a copy of its own of what the shell builds into its
 * first chunks (`import: false`). Those are in the share scope before any remote runs, so a
 * remote's copy of them (chunks, and their entries in its remoteEntry.js) could never be used.
 * The automatic JSX runtime is among them: the shell's own components import it.
 * @param {Record<string, object>} [shared]
 */
export function remoteShared(shared = SHARED) {
  const fromShell = (key) => (EAGER_IN_SHELL.includes(key) && !key.endsWith('/')) || key === 'react/jsx-runtime';
  const withJsx = { ...shared, 'react/jsx-runtime': shared['react/'] ?? shared.react };
  return Object.fromEntries(Object.entries(withJsx).map(([key, config]) => [key, fromShell(key) ? { ...config, import: false } : config]));
}
