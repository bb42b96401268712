import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

/** What supabase-js sends from a browser (WIRE-CONTRACT.md §1). */
const DEFAULT_ALLOWED_HEADERS = [
  'apikey', 'authorization', 'content-type', 'x-client-info', 'x-supabase-api-version',
  'accept-profile', 'content-profile', 'prefer', 'range', 'x-upsert', 'cache-control',
  'x-metadata', 'x-retry-count', 'traceparent', 'tracestate', 'baggage', 'x-region',
];

export const ALLOWED_METHODS = 'GET,HEAD,PUT,PATCH,POST,DELETE,OPTIONS';

/** Response headers a browser app must be able to read (counts, auth error codes, ranges, pagination). */
export const EXPOSED_HEADERS = [
  'Content-Range', 'Content-Length', 'Content-Type', 'Content-Location', 'Content-Disposition',
  'Content-Encoding', 'Range-Unit', 'Accept-Ranges', 'Location', 'ETag', 'Last-Modified', 'Date',
  'X-Supabase-Api-Version', 'X-Total-Count', 'Link', 'X-Sb-Error-Code', 'Preference-Applied',
].join(', ');

export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && typeof req.headers['access-control-request-method'] === 'string';
}

/** Headers of the answer to a CORS preflight (the gateway answers it, like Kong's cors plugin). */
export function preflightHeaders(req: IncomingMessage): OutgoingHttpHeaders {
  const requested = req.headers['access-control-request-headers'];
  const allowHeaders =
    typeof requested === 'string' && requested.trim() !== '' ? requested : DEFAULT_ALLOWED_HEADERS.join(', ');
  return {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers': allowHeaders,
    'access-control-max-age': '3600',
    'content-length': '0',
    vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
  };
}

/** CORS headers added to every actual response of a gateway-owned route. */
export function responseCorsHeaders(): OutgoingHttpHeaders {
  return {
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSED_HEADERS,
  };
}

/** Upstream services (PostgREST) add CORS headers of their own; the gateway's replace them. */
export function withoutCorsHeaders(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.toLowerCase().startsWith('access-control-')) out[name] = value;
  }
  return out;
}
