/**
 * The CDN in front of the bucket (README, "The CDN"): what production's CloudFront distribution is
 * set up with and what the rehearsal's nginx (`npm run rehearse`) is made from. One set of rules:
 *
 * - the **site's domain** serves the bucket's `shell/` folder at its root; a page request gets its
 *   prerendered page (viewer-request.js, the same code on both), a missing object /index.html with
 *   status 200; every answer carries the site's security headers (tools/release/security-headers.mjs);
 * - the **remotes' host** (DEPLOY_REMOTES_URL) serves the bucket's root, with CORS for the site's
 *   origin (GET, HEAD): the shell loads each remote's entry and manifest from there;
 * - both cache what the bucket marks cacheable (its Cache-Control: the releases immutable, the
 *   pointers and pages no-cache) and compress text.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bucket folder the site's domain serves at its root. */
export const SITE_ORIGIN_PATH = 'shell';
/** What answers a request for a missing object on the site's domain (a route without a page). */
export const MISSING_OBJECT = { statuses: [403, 404], answer: '/index.html', status: 200 };
/** Compressed on the way out (CloudFront: "Compress objects automatically"). */
export const COMPRESSED_TYPES = ['text/html', 'text/css', 'text/javascript', 'application/javascript', 'application/json', 'application/xml', 'text/plain', 'image/svg+xml'];
/** The remotes' host answers the site's origin with these. */
export const REMOTES_CORS_METHODS = ['GET', 'HEAD'];

export const VIEWER_REQUEST_FILE = fileURLToPath(new URL('./viewer-request.js', import.meta.url));

/** The CloudFront Function's code: viewer-request.js without its module export (CloudFront has none). */
export function cloudFrontFunctionCode() {
  return readFileSync(VIEWER_REQUEST_FILE, 'utf8').replace(/^export default .*\n?/m, '');
}

const quote = (value) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * nginx in the CDN's role, in front of an S3-compatible store (the rehearsal).
 * @param {{ s3: string, bucket: string, sitePort: number, remotesPort: number, siteOrigin: string, securityHeaders: Record<string, string>, dir: string }} options
 *   s3: the store's address (http://127.0.0.1:PORT, path-style buckets); dir: nginx's own files (cache, logs, pid).
 */
export function nginxConfig({ s3, bucket, sitePort, remotesPort, siteOrigin, securityHeaders, dir }) {
  const headers = Object.entries(securityHeaders).map(([name, value]) => `      add_header ${name} ${quote(value)} always;`);
  // Every answer says whether the CDN's cache answered it (as CloudFront's X-Cache does).
  const cacheStatus = '      add_header X-Cache $upstream_cache_status always;';
  // Cached only what the bucket marks cacheable (no proxy_cache_valid), one key per host and address.
  const cache = ['      proxy_cache cdn;', '      proxy_cache_key $server_port$request_uri;', '      proxy_cache_lock on;', '      proxy_http_version 1.1;', '      proxy_set_header Connection "";', `      proxy_set_header Host ${new URL(s3).host};`];
  return `# Made by tools/release/cdn/cdn.mjs for the rehearsal (npm run rehearse); do not edit.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
load_module /usr/lib/nginx/modules/ngx_http_js_module.so;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache keys_zone=cdn:10m;
  gzip on;
  gzip_proxied any;
  gzip_types ${COMPRESSED_TYPES.filter((type) => type !== 'text/html').join(' ')};
  js_import cdn from ${VIEWER_REQUEST_FILE};
  js_set $page_uri cdn.nginxPageUri;
  upstream bucket { server ${new URL(s3).host}; keepalive 8; }

  # The site's domain: <bucket>/${SITE_ORIGIN_PATH}/ at its root, pages for their paths.
  server {
    listen 127.0.0.1:${sitePort};
    location / {
      # No query string to the bucket (CloudFront's CachingOptimized forwards none either).
      proxy_pass http://bucket/${bucket}/${SITE_ORIGIN_PATH}$page_uri;
${cache.join('\n')}
      proxy_intercept_errors on;
      error_page ${MISSING_OBJECT.statuses.join(' ')} =${MISSING_OBJECT.status} @app;
${headers.join('\n')}
${cacheStatus}
    }
    location @app {
      rewrite ^ /${bucket}/${SITE_ORIGIN_PATH}${MISSING_OBJECT.answer} break;
      proxy_pass http://bucket;
${cache.join('\n')}
${headers.join('\n')}
${cacheStatus}
    }
  }

  # The remotes' host: the bucket's root, readable from the site's origin.
  server {
    listen 127.0.0.1:${remotesPort};
    location / {
      limit_except ${REMOTES_CORS_METHODS.join(' ')} { deny all; }
      proxy_pass http://bucket/${bucket}/;
${cache.join('\n')}
      add_header Access-Control-Allow-Origin ${quote(siteOrigin)} always;
      add_header Access-Control-Allow-Methods ${quote(REMOTES_CORS_METHODS.join(', '))} always;
      add_header Vary Origin always;
${cacheStatus}
    }
  }
}
`;
}
