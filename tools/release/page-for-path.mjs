import path from 'node:path';

// The page for a path, one rule for whoever writes the prerendered pages (tools/prerender) and whoever
// serves them (the local shell's server, the deploy and the CDN): a plain address, with no query and
// no file name, has its page at <path>/index.html inside a pages folder. Locally that folder is one
// per remote (<pagesDir>/<remote>/); in the bucket the deploy syncs every remote's into one,
// shell/pages/, which the CDN serves at PAGES_PATH.
//
// cdn/viewer-request.js holds a copy of pageUri (a CloudFront Function loads no modules);
// page-for-path.test.mjs fails when the copy differs.

/** Where the CDN serves the pages, under the site's root. */
export const PAGES_PATH = '/pages';

/** The bucket object (under the site's origin path) that answers `uri`: a page request's page, else `uri`. */
export function pageUri(uri, hasQuery) {
  if (hasQuery) return uri;
  const name = uri.slice(uri.lastIndexOf('/') + 1);
  if (name.indexOf('.') !== -1) return uri;
  return '/pages' + uri.replace(/\/+$/, '') + '/index.html';
}

/**
 * The page of a path (no query) as a file inside a pages folder: '/' → index.html, '/blog/a%C3%B1o'
 * → blog/año/index.html (decoded: the files carry the names the addresses encode, as the bucket's
 * keys do). Null when the path asks for a file, or for a name no page has (hidden, or not decodable).
 * @param {string} pathname
 * @returns {string | null}
 */
export function pageFile(pathname) {
  const uri = pageUri(pathname, false);
  if (uri === pathname) return null;
  let segments;
  try {
    segments = uri.slice(PAGES_PATH.length).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.some((segment) => segment.startsWith('.') || /[/\\]/.test(segment))) return null;
  return path.join(...segments);
}
