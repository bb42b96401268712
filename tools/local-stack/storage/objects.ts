import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERRORS } from './errors.ts';
import type { ObjectFiles } from './files.ts';
import { contentDisposition, parseRange } from './http.ts';
import { baseMimeType } from './validate.ts';

/** A row of storage.objects as the service reads it. */
export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  last_accessed_at: Date | null;
}

/** storage.objects.metadata as Supabase Storage fills it. */
export interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
}

export const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, owner_id, version, metadata, user_metadata, created_at, updated_at, last_accessed_at';

/** The object as JSON (delete answers, info): dates as ISO strings like PostgREST/knex would give. */
export function objectJson(row: ObjectRow): Record<string, unknown> {
  return {
    id: row.id,
    bucket_id: row.bucket_id,
    name: row.name,
    owner: row.owner,
    owner_id: row.owner_id,
    version: row.version,
    metadata: row.metadata,
    user_metadata: row.user_metadata,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_accessed_at: row.last_accessed_at?.toISOString() ?? null,
  };
}

/** Body of GET /object/info/… (supabase/storage InfoRenderer). */
export function infoJson(row: ObjectRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata ?? {},
    last_modified: row.updated_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

/** Storage never serves HTML as HTML from its own origin (supabase/storage `normalizeContentType`). */
function servedContentType(mimetype: string | undefined): string {
  if (!mimetype) return 'application/octet-stream';
  return baseMimeType(mimetype) === 'text/html' ? 'text/plain' : mimetype;
}

/**
 * SVG and other XML documents can carry scripts: opened directly they would run on the API origin.
 * A sandbox CSP stops that and still lets an <img> show an SVG (image responses ignore it).
 */
const ACTIVE_CONTENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function isActiveContent(mimetype: string): boolean {
  const mime = baseMimeType(mimetype);
  return mime.endsWith('+xml') || mime === 'text/xml' || mime === 'application/xml';
}

function etagMatches(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => bare(candidate) === bare(etag));
}

export interface ServeOptions {
  /** `?download` query value (null when absent). */
  download: string | null;
  /** Signed URLs answer with `Expires` (the token's expiry) instead of Cache-Control, like Supabase. */
  expires?: Date;
}

/**
 * Sends an object's bytes with the headers Supabase Storage sends (Content-Type, Content-Length,
 * ETag, Last-Modified, Cache-Control, Accept-Ranges) and honours Range (206/416), If-None-Match and
 * If-Modified-Since (304) and HEAD. The file is opened before the headers go out, so a concurrent
 * delete cannot cut a response short.
 */
export async function serveObject(
  req: IncomingMessage,
  res: ServerResponse,
  files: ObjectFiles,
  row: ObjectRow,
  options: ServeOptions,
): Promise<void> {
  if (!row.version) throw ERRORS.noSuchKey();
  const path = files.pathOf(row.bucket_id, row.name, row.version);
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch {
    throw ERRORS.noSuchKey(); // the row exists but its bytes do not (e.g. inserted by hand in SQL)
  }
  let streaming = false;
  try {
    const size = (await handle.stat()).size;
    const meta = row.metadata ?? {};
    const etag = meta.eTag ?? `"${row.version}"`;
    const lastModified = new Date(meta.lastModified ?? row.updated_at);
    const contentType = servedContentType(meta.mimetype);
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'X-Content-Type-Options': 'nosniff',
      'Accept-Ranges': 'bytes',
      ETag: etag,
      'Last-Modified': lastModified.toUTCString(),
    };
    if (isActiveContent(contentType)) headers['Content-Security-Policy'] = ACTIVE_CONTENT_CSP;
    if (options.expires) headers.Expires = options.expires.toUTCString();
    else headers['Cache-Control'] = meta.cacheControl ?? 'no-cache';
    const disposition = contentDisposition(options.download);
    if (disposition) headers['Content-Disposition'] = disposition;

    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const notModified = ifNoneMatch
      ? etagMatches(ifNoneMatch, etag)
      : ifModifiedSince !== undefined &&
        !Number.isNaN(Date.parse(ifModifiedSince)) &&
        Math.floor(lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
    if (notModified) {
      delete headers['Content-Type'];
      res.writeHead(304, headers);
      res.end();
      return;
    }

    // If-Range: only honour the range when the client's copy is still current.
    const ifRangeHeader = req.headers['if-range'];
    const ifRange = Array.isArray(ifRangeHeader) ? ifRangeHeader[0] : ifRangeHeader;
    const rangeHeader = ifRange && !etagMatches(ifRange, etag) && ifRange !== headers['Last-Modified'] ? undefined : req.headers.range;
    const range = parseRange(rangeHeader, size);
    if (range === 'unsatisfiable') {
      const body = Buffer.from(
        JSON.stringify({ statusCode: '416', code: 'InvalidRange', error: 'invalid_range', message: 'invalid range provided' }),
      );
      res.writeHead(416, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Range': `bytes */${size}`,
        'Content-Length': String(body.length),
        'Accept-Ranges': 'bytes',
      });
      res.end(body);
      return;
    }
    if (range) {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
      headers['Content-Length'] = String(range.end - range.start + 1);
      res.writeHead(206, headers);
    } else {
      headers['Content-Length'] = String(size);
      res.writeHead(200, headers);
    }
    if (req.method === 'HEAD' || size === 0) {
      res.end();
      return;
    }
    const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    streaming = true; // the stream now owns (and closes) the handle
    await new Promise<void>((resolveDone) => {
      stream.on('error', () => {
        res.destroy();
        resolveDone();
      });
      res.on('close', () => {
        stream.destroy();
        resolveDone();
      });
      stream.pipe(res);
    });
  } finally {
    if (!streaming) await handle.close().catch(() => undefined);
  }
}
