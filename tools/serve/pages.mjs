import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageFile } from '../release/page-for-path.mjs';
import { storeDir } from '../release/store.mjs';

// Where prerendered pages live (tools/prerender): one folder per remote, a page per public path
// (tools/release/page-for-path.mjs), and the remote's prerender.json saying what the pages were made from.

/** A request with this header gets the plain shell: the prerender renders each page afresh. */
export const PLAIN_SHELL_HEADER = 'x-pitwall-plain-shell';

/** The record beside a remote's pages. */
export const RECORD_FILE = 'prerender.json';

/**
 * PITWALL_PAGES_DIR, else beside the release store: <PITWALL_RELEASES_DIR or .releases>/pages. The
 * shell's server, `npm start` and `npm run prerender` all take their folder from here.
 */
export function defaultPagesDir(env = process.env) {
  if (env.PITWALL_PAGES_DIR) return path.resolve(env.PITWALL_PAGES_DIR);
  return path.join(storeDir(env), 'pages');
}

/** Where the local shell's server says what it serves (bound to 127.0.0.1; a CDN has no such file). */
export const SITE_INFO_PATH = '/.pitwall/site.json';

/**
 * The folder the running site serves its pages from, when it is the local shell's server (started
 * with another release store, `npm start -- --releases DIR`, it is not the default); else null.
 * @param {string} siteUrl
 */
export async function servedPagesDir(siteUrl) {
  try {
    const response = await fetch(`${siteUrl.replace(/\/$/, '')}${SITE_INFO_PATH}`, { signal: AbortSignal.timeout(3000) });
    if (!response.ok) return null;
    const { pagesDir } = await response.json();
    return typeof pagesDir === 'string' ? pagesDir : null;
  } catch {
    return null;
  }
}

/** Identifies the shell's index.html a page was made from (it names the shell's files). */
export const templateId = (html) => createHash('sha256').update(html).digest('hex').slice(0, 16);

/**
 * The prerendered HTML file for a request, or null. Only a plain address gets one: with a query
 * (a tab, a filter, page 2 of a list) the page would differ from the HTML, so it renders in the
 * browser as before. And only pages made from the live shell and the live release of their remote:
 * after a promotion or a rollback the remote's routes render in the browser until it is prerendered
 * again, instead of showing HTML the live code would not hydrate.
 * @param {{ pagesDir?: string, req: import('node:http').IncomingMessage, url: URL, template: string, liveVersions: Record<string, string | undefined> | null }} request
 */
export function prerenderedFile({ pagesDir, req, url, template, liveVersions }) {
  if (!pagesDir || url.search !== '' || req.headers[PLAIN_SHELL_HEADER] || !existsSync(pagesDir)) return null;
  const page = pageFile(url.pathname);
  if (!page) return null;
  for (const entry of readdirSync(pagesDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.includes('.')) continue;
    const file = path.join(pagesDir, entry.name, page);
    if (!existsSync(file)) continue;
    const record = readRecord(path.join(pagesDir, entry.name, RECORD_FILE));
    const current = record?.template === templateId(template) && (liveVersions === null || record.version === liveVersions[entry.name]);
    return current ? file : null;
  }
  return null;
}

function readRecord(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}
