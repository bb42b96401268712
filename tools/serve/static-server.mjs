import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { prerenderedFile, SITE_INFO_PATH } from './pages.mjs';
import { defaultStackDir, remotesJson, runtimeConfigJson, runtimeFilesMiddleware } from './runtime-files.mjs';
import { securityHeadersFor } from '../release/security-headers.mjs';

// Serves one built app the way a CDN would: gzip, long cache for hashed files, no cache for the
// files that name the others (index.html, remoteEntry.js, mf-manifest.json), CORS for remotes.

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.map', '.txt']);
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2)$/;

/**
 * `pagesDir` (the shell): prerendered pages, served for their addresses instead of index.html.
 * @param {{ dir: string, port: number, spa?: boolean, stackDir?: string, host?: string, pagesDir?: string }} options
 * @returns {Promise<{ port: number, close(): Promise<void> }>}
 */
export async function startStaticServer({ dir, port, spa = false, stackDir, host = '127.0.0.1', pagesDir }) {
  const root = path.resolve(dir);
  const gzipCache = new Map();
  const runtimeFiles = spa ? runtimeFilesMiddleware({ stackDir }) : null;

  async function send(req, res, file, info) {
    const ext = path.extname(file);
    let body = await readFile(file);
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const key = `${file}:${info.size}:${info.mtimeMs}`;
      if (!gzipCache.has(key)) gzipCache.set(key, gzipSync(body));
      body = gzipCache.get(key);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  const server = createServer(async (req, res) => {
    // Every answer, files, JSON, 404s and errors alike, carries the security headers.
    for (const [name, value] of Object.entries(securityHeaders({ stackDir: stackDir ?? defaultStackDir() }))) res.setHeader(name, value);
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
        return;
      }
      if (runtimeFiles) {
        let handled = true;
        runtimeFiles(req, res, () => (handled = false));
        if (handled) return;
      }
      const url = new URL(req.url ?? '/', 'http://x');
      const pathname = decodeURIComponent(url.pathname);
      if (pagesDir && pathname === SITE_INFO_PATH) {
        // For `npm run prerender` without --out: it writes where this server reads.
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ pagesDir: path.resolve(pagesDir) }));
        return;
      }
      const file = path.join(root, pathname);
      if (!file.startsWith(root)) {
        res.writeHead(400).end('Bad path');
        return;
      }
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) return await send(req, res, file, info);
      // Client-side routes of the shell: any path without a file extension gets its prerendered
      // page if it has one, else index.html.
      if (spa && !path.extname(pathname)) {
        const index = path.join(root, 'index.html');
        if (pagesDir) {
          // With a release store each remote's live version is known: pages must be of it.
          const live = process.env.PITWALL_RELEASES_DIR ? Object.fromEntries(remotesJson().remotes.map((remote) => [remote.name, remote.version])) : null;
          const page = prerenderedFile({ pagesDir, req, url, template: await readFile(index, 'utf8'), liveVersions: live });
          if (page) return await send(req, res, page, await stat(page));
        }
        return await send(req, res, index, await stat(index));
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  return {
    // The port asked for, or the one the system gave for 0.
    port: /** @type {import('node:net').AddressInfo} */ (server.address()).port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let cached = { key: '', at: 0, headers: {} };

/** The site's security headers (tools/release) for every response of every app server, worked out at most once a second. */
function securityHeaders({ stackDir, env = process.env }) {
  const now = Date.now();
  if (cached.key === stackDir && now - cached.at < 1000) return cached.headers;
  cached = { key: stackDir, at: now, headers: headersNow({ stackDir, env }) };
  return cached.headers;
}

function headersNow({ stackDir, env }) {
  return securityHeadersFor({ config: runtimeConfigJson({ stackDir }), remotesList: remotesJson(env) });
}
