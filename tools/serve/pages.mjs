import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where prerendered pages live (tools/prerender): one folder per remote, a page per public path,
// and the remote's prerender.json saying what the pages were made from.

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A request with this header gets the plain shell: the prerender renders each page afresh. */
export const PLAIN_SHELL_HEADER = 'x-pitwall-plain-shell';

/** The record beside a remote's pages. */
export const RECORD_FILE = 'prerender.json';

/** PITWALL_PAGES_DIR, else beside the release store (<store>/pages), else dist/pages. */
export function defaultPagesDir(env = process.env) {
  if (env.PITWALL_PAGES_DIR) return path.resolve(env.PITWALL_PAGES_DIR);
  if (env.PITWALL_RELEASES_DIR) return path.join(path.resolve(env.PITWALL_RELEASES_DIR), 'pages');
  return path.join(workspaceRoot, 'dist/pages');
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
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments.some((segment) => segment.startsWith('.'))) return null;
  for (const entry of readdirSync(pagesDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.includes('.')) continue;
    const file = path.join(pagesDir, entry.name, ...segments, 'index.html');
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
