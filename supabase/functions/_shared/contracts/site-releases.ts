/**
 * Which remote releases the site serves, as the web-vitals beacon names them and as the database
 * registers them (register_site_releases): the remote, its version and its route patterns. Plain
 * TypeScript with no Deno or browser API: the shell, the servers and the deploy import it.
 */

/** The version a remote reports when the site serves builds, not a release store (development). */
export const UNRELEASED = 'unreleased';

/** What register_site_releases takes for one remote. */
export interface SiteRelease {
  remote: string;
  version: string;
  /** Its route patterns ('/blog/:slug'), from the remote's routes.json as released. */
  routes: string[];
}

/** The releases a /remotes.json publishes: what the beacon of a page it serves may report. */
export function siteReleasesOf(remotesList: { remotes: Array<{ name: string; version?: string; routes: Array<{ path: string }> }> }): SiteRelease[] {
  return remotesList.remotes.map(({ name, version, routes }) => ({ remote: name, version: version ?? UNRELEASED, routes: routes.map((route) => route.path) }));
}
