import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthError, errors, OAuthError } from './errors.ts';

export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION = '2024-01-01';
const MAX_BODY_BYTES = 1024 * 1024;

/** A request as the handlers see it. */
export interface AuthRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Client address: the right-most X-Forwarded-For entry (the gateway's), else the socket. */
  ip: string;
  /** Parsed JSON body (`{}` when empty). */
  body: Record<string, unknown>;
  /** True when the caller asked for the 2024-01-01 API (supabase-js always does). */
  versioned: boolean;
}

export type AuthResponse =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: 204; empty: true }
  | { status: 303; location: string };

/** The right-most X-Forwarded-For entry, which the gateway appended (the rest is the client's). */
function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').at(-1)?.trim();
  if (last) return last;
  const address = req.socket.remoteAddress ?? 'unknown';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/** The client (or the gateway) hung up before the body arrived: nobody is left to answer. */
export class ClientGoneError extends Error {
  constructor() {
    super('client closed the connection');
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new AuthError(413, 'request_entity_too_large', 'Request body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', () => reject(new ClientGoneError()));
  });
}

/** True when the caller asked for the 2024-01-01 API or newer (supabase-js always does). */
export function isVersioned(req: IncomingMessage): boolean {
  const header = req.headers[API_VERSION_HEADER];
  const version = Array.isArray(header) ? header[0] : header;
  return typeof version === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= API_VERSION;
}

export async function parseRequest(req: IncomingMessage): Promise<AuthRequest> {
  const url = new URL(req.url ?? '/', 'http://auth.local');
  const versioned = isVersioned(req);
  const base = {
    method: req.method ?? 'GET',
    path: url.pathname.replace(/\/+$/, '') || '/',
    query: url.searchParams,
    headers: req.headers,
    ip: clientIp(req),
    versioned,
  };
  const raw = req.method === 'GET' || req.method === 'HEAD' ? Buffer.alloc(0) : await readBody(req);
  const text = raw.toString('utf8').trim();
  if (text === '') return { ...base, body: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw errors.badJson((error as Error).message);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw errors.badJson('the body must be a JSON object');
  }
  return { ...base, body: parsed as Record<string, unknown> };
}

function writeJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

export function sendResponse(res: ServerResponse, response: AuthResponse, versioned: boolean): void {
  const versionHeaders: Record<string, string> = versioned ? { [API_VERSION_HEADER]: API_VERSION } : {};
  if ('empty' in response) {
    res.writeHead(204, versionHeaders);
    res.end();
    return;
  }
  if ('location' in response) {
    res.writeHead(303, { location: response.location, 'cache-control': 'no-store', ...versionHeaders });
    res.end();
    return;
  }
  writeJson(res, response.status, response.json, {
    'cache-control': 'no-store',
    ...versionHeaders,
    ...(response.headers ?? {}),
  });
}

/**
 * GoTrue's error bodies: with the 2024-01-01 API `{code, message}` (+ `error_code` so the code also
 * survives a proxy that drops the version header); without it the legacy `{code: <status>,
 * error_code, msg}` and `x-sb-error-code`.
 */
export function sendError(res: ServerResponse, error: unknown, versioned: boolean): void {
  if (error instanceof OAuthError) {
    writeJson(
      res,
      error.status,
      { error: error.error, error_description: error.description },
      versioned ? { [API_VERSION_HEADER]: API_VERSION } : {},
    );
    return;
  }
  const authError = error instanceof AuthError ? error : errors.unexpected();
  if (!(error instanceof AuthError)) console.error('[auth] unexpected error:', error);
  if (versioned) {
    writeJson(
      res,
      authError.status,
      { code: authError.code, error_code: authError.code, message: authError.message, ...authError.extra },
      { [API_VERSION_HEADER]: API_VERSION },
    );
  } else {
    writeJson(
      res,
      authError.status,
      { code: authError.status, error_code: authError.code, msg: authError.message, ...authError.extra },
      { 'x-sb-error-code': authError.code },
    );
  }
}
