// The CDN's path rule for the site's domain (README, "The CDN"), one file for both CDNs: production's
// CloudFront Function (runtime cloudfront-js-2.0, attached to the distribution's viewer requests;
// `npm run deploy` writes it without the last line) and the rehearsal's nginx (njs, `js_set`).
//
// A page request — a path with no file extension and no query — asks the bucket for its prerendered
// page, /pages<path>/index.html. When there is none (a route with a parameter, /auth, the admin),
// the bucket's 403/404 is answered with /index.html and status 200 (the app renders the route): a
// custom error response on CloudFront, `error_page` on nginx. With a query (a tab, a filter) the
// page would differ from the HTML, so it renders in the browser too.
//
// pageUri is a copy of tools/release/page-for-path.mjs's, the rule the prerender and the local
// server follow too: page-for-path.test.mjs fails when they differ.

/** The bucket object (under the site's origin path) that answers `uri`: a page request's page, else `uri`. */
function pageUri(uri, hasQuery) {
  if (hasQuery) return uri;
  const name = uri.slice(uri.lastIndexOf('/') + 1);
  if (name.indexOf('.') !== -1) return uri;
  return '/pages' + uri.replace(/\/+$/, '') + '/index.html';
}

/** CloudFront Functions' entry point. */
function handler(event) {
  const request = event.request;
  request.uri = pageUri(request.uri, Object.keys(request.querystring).length > 0);
  return request;
}

/** nginx's (njs): `js_set $page_uri cdn.nginxPageUri;`. */
function nginxPageUri(r) {
  return pageUri(r.uri, Boolean(r.variables.args));
}

export default { pageUri, handler, nginxPageUri };
