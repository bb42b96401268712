import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// A remote's route list: which URL shows which of its pages. It lives beside the remote's build
// config (apps/<name>/routes.json), travels inside each release (release.json) and is published to
// the shell by /remotes.json, so a remote team adds or renames a route without a shell release.
// Which paths a remote may claim is the shell's decision (apps/shell/src/app/route-table.ts).

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @typedef {{ path: string, page: string, standalone?: boolean }} RouteEntry
 * `standalone` pages render outside the shared public layout (e.g. checkout).
 */

/** A path the router can take: '/' or plain segments and `:params`, no wildcard. */
const SEGMENT = String.raw`(?:[\p{L}\p{N}_-]+|:[A-Za-z]\w*)`;
const PATH = new RegExp(`^(?:/|(?:/${SEGMENT})+)$`, 'u');

/**
 * Checks the shape of a route list and returns it; throws with the offending entry, so a broken
 * list fails the build instead of reaching a browser.
 * @param {unknown} routes
 * @param {string} where
 * @returns {RouteEntry[]}
 */
export function validateRoutes(routes, where) {
  if (!Array.isArray(routes)) throw new Error(`${where}: "routes" must be a list`);
  return routes.map((route, index) => {
    const { path, page, standalone } = /** @type {Record<string, unknown>} */ (route ?? {});
    const problem =
      typeof path !== 'string' || !PATH.test(path)
        ? 'path must start with / and hold plain segments or :params (no wildcard)'
        : typeof page !== 'string' || page === ''
          ? 'page must name one of the remote’s pages'
          : standalone !== undefined && typeof standalone !== 'boolean'
            ? 'standalone must be true or false'
            : null;
    if (problem) throw new Error(`${where}: route ${index} ${JSON.stringify(route)}: ${problem}`);
    return /** @type {RouteEntry} */ (standalone ? { path, page, standalone } : { path, page });
  });
}

/**
 * The route list in an app's source (none for the shell and for admin, whose panel the shell mounts).
 * @param {string} name
 * @returns {RouteEntry[]}
 */
export function sourceRoutes(name) {
  const file = `${workspaceRoot}/apps/${name}/routes.json`;
  if (!existsSync(file)) return [];
  return validateRoutes(JSON.parse(readFileSync(file, 'utf8')).routes, `apps/${name}/routes.json`);
}
