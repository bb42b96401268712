import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERRORS, StorageError } from './errors.ts';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(payload.length),
    ...headers,
  });
  res.end(payload);
}

export function sendError(res: ServerResponse, error: StorageError): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, error.httpStatus, error.render());
}

const JSON_LIMIT = 1024 * 1024;

/** Reads a JSON request body (≤ 1 MiB). An empty body is `{}` (storage-js sends `{}` for some calls). */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > JSON_LIMIT) throw ERRORS.entityTooLarge();
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ERRORS.invalidRequest('Body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw ERRORS.invalidRequest('body must be object');
  }
  return value as Record<string, unknown>;
}

/** Fastify/ajv-style validation messages, as Supabase Storage answers them. */
export const bodyErrors = {
  required: (field: string) => ERRORS.invalidRequest(`body must have required property '${field}'`),
  type: (field: string, type: string) => ERRORS.invalidRequest(`body/${field} must be ${type}`),
  min: (field: string, min: number) => ERRORS.invalidRequest(`body/${field} must be >= ${min}`),
};

export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (value === undefined || value === null) throw bodyErrors.required(field);
  if (typeof value !== 'string') throw bodyErrors.type(field, 'string');
  return value;
}

export function optionalInteger(body: Record<string, unknown>, field: string, min: number): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw bodyErrors.type(field, 'integer');
  if (value < min) throw bodyErrors.min(field, min);
  return value;
}

export type ByteRange = { start: number; end: number };

/**
 * Parses a Range header against a file size (RFC 9110 §14): `bytes=a-b`, `bytes=a-`, `bytes=-n`.
 * Returns undefined to serve the whole file (no header, another unit, several ranges — which a
 * server may ignore), or 'unsatisfiable' for a 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return undefined;
  if (startText === '') {
    // Suffix range: the last n bytes.
    const length = Number(endText);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(startText);
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return 'unsatisfiable';
  if (end < start) return undefined; // syntactically invalid: ignore the header
  return { start, end };
}

/** `Content-Disposition` for `?download` / `?download=<name>` (same header Supabase sends). */
export function contentDisposition(download: string | null): string | undefined {
  if (download === null) return undefined;
  if (download === '') return 'attachment;';
  const encoded = encodeURIComponent(download);
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded};`;
}

/** Headers forwarded to policies as `request.headers`, minus credentials. */
export function headersForPolicies(req: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'authorization' || name === 'apikey' || name === 'cookie' || value === undefined) continue;
    out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
