/**
 * What the rehearsal checks over HTTP on the deployed site, through the CDN, as a browser would ask:
 * the cache headers the deploy set (releases immutable, pointers and pages no-cache), every public
 * page served for its own path, every remote's entry readable cross-origin from the site, and the
 * site's security headers on its pages. Each problem names the address and what was wrong.
 */
import { securityHeadersFor } from '../release/security-headers.mjs';

/**
 * What production needs, stated here apart from the deploy's own settings, so that a wrong setting
 * there fails the rehearsal: release folders are content-addressed (kept for good), pointers and
 * pages are asked again on every visit.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

type Fetch = (url: string, init?: { headers?: Record<string, string> }) => Promise<Response>;

interface RemotesList {
  remotes: Array<{ name: string; entry: string }>;
}

/** Paths of the pages the sitemap lists (every public route and published post). */
export const sitemapPaths = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname);

export async function checkDeployment({ siteUrl, fetch }: { siteUrl: string; fetch: Fetch }): Promise<string[]> {
  const problems: string[] = [];
  const siteOrigin = new URL(siteUrl).origin;
  const cacheControl = (url: string, response: Response, wanted: string, what: string) => {
    const actual = response.headers.get('cache-control');
    if (actual !== wanted) problems.push(`${url}: Cache-Control ${actual === null ? 'missing' : `"${actual}"`}, ${what} needs "${wanted}"`);
  };
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await fetch(url, { headers });
    if (response.status !== 200) problems.push(`${url}: HTTP ${response.status}`);
    return response;
  };

  // The pointers: read on every visit, never kept by the CDN or a browser.
  const pointers: Record<string, string> = {};
  for (const pointer of ['/remotes.json', '/runtime-config.json', '/index.html', '/sitemap.xml']) {
    const response = await get(`${siteUrl}${pointer}`);
    cacheControl(`${siteUrl}${pointer}`, response, NO_CACHE, 'a pointer');
    pointers[pointer] = await response.text();
  }
  const remotes = JSON.parse(pointers['/remotes.json'] ?? '{"remotes":[]}') as RemotesList;
  const config = JSON.parse(pointers['/runtime-config.json'] ?? '{}') as Record<string, unknown>;

  // The shell's release files (named by index.html): immutable.
  const shellScripts = [...(pointers['/index.html'] ?? '').matchAll(/<script[^>]* src="([^"]+)"/g)].map(([, src]) => new URL(src ?? '', siteUrl).href);
  if (shellScripts.length === 0) problems.push(`${siteUrl}/index.html names no script`);
  for (const script of shellScripts.filter((src) => /\/[0-9a-f]{8,}\//.test(new URL(src).pathname))) {
    cacheControl(script, await get(script), IMMUTABLE, 'a release file');
  }

  // Each remote's entry, from its own origin, readable by the site's pages.
  if (remotes.remotes.length === 0) problems.push(`${siteUrl}/remotes.json lists no remote`);
  for (const remote of remotes.remotes) {
    if (new URL(remote.entry).origin === siteOrigin) problems.push(`${remote.name}: its entry ${remote.entry} is on the site's own origin, not the remotes' host`);
    const response = await get(remote.entry, { Origin: siteOrigin });
    cacheControl(remote.entry, response, IMMUTABLE, 'a release file');
    const allowed = response.headers.get('access-control-allow-origin');
    if (allowed !== siteOrigin && allowed !== '*') problems.push(`${remote.name}: ${remote.entry} is not readable from ${siteOrigin} (Access-Control-Allow-Origin ${allowed ?? 'missing'})`);
  }

  // Every page of the sitemap: its own prerendered HTML, fresh on every visit, with the site's headers.
  const wantedHeaders = securityHeadersFor({ config, remotesList: remotes }) as Record<string, string>;
  const paths = sitemapPaths(pointers['/sitemap.xml'] ?? '');
  if (paths.length === 0) problems.push(`${siteUrl}/sitemap.xml lists no page`);
  for (const path of paths) {
    const url = `${siteUrl}${path}`;
    const response = await get(url);
    cacheControl(url, response, NO_CACHE, 'a page');
    const html = await response.text();
    if (!html.includes(`data-prerendered="${decodeURIComponent(path)}"`)) problems.push(`${url}: not its prerendered page (the CDN answered ${html.includes('data-prerendered=') ? 'another page' : 'the bare index.html'})`);
    for (const [name, value] of Object.entries(wantedHeaders)) {
      if (response.headers.get(name) !== value) problems.push(`${url}: ${name} ${response.headers.get(name) === null ? 'missing' : `differs from the site's ("${response.headers.get(name)}")`}`);
    }
  }
  return problems;
}
