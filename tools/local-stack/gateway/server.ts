import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { isPreflight, preflightHeaders, responseCorsHeaders, withoutCorsHeaders } from './cors.ts';

export interface GatewayRoute {
  /** Path prefix, e.g. `/rest/v1`; stripped before forwarding. */
  prefix: string;
  /** Upstream base URL (http://127.0.0.1:<port>). */
  target: string;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Paths (after the prefix) forwarded without touching Authorization (browser navigations). */
  passthroughPaths?: string[];
  /** The gateway answers CORS for this route; false = the upstream does it (functions). */
  cors: boolean;
  /** Error bodies for this route carry the auth API version header (auth-js reads codes from it). */
  authStyleErrors?: boolean;
  /**
   * Kong's key-auth: without an `apikey` (header or query) the gateway answers 401, except on the
   * passthrough paths and on paths starting with one of `keyFreePrefixes` (public and signed files).
   */
  requireApikey?: boolean;
  keyFreePrefixes?: string[];
  /**
   * A page for a browser navigation the upstream cannot answer (it is down), instead of the JSON
   * error: e.g. the payment page, where a buyer must learn whether the order is paid. Null: the JSON.
   */
  unavailablePage?: (path: string, query: URLSearchParams) => Promise<{ status: number; html: string } | null>;
}

export interface GatewayOptions {
  port: number;
  routes: GatewayRoute[];
}

export interface RunningGateway {
  port: number;
  close(): Promise<void>;
}

const MiB = 1024 * 1024;

/** Hop-by-hop headers never forwarded by a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer',
  'transfer-encoding', 'upgrade', 'proxy-connection',
]);

function formatLimit(bytes: number): string {
  return bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${bytes} bytes`;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  route: GatewayRoute | undefined,
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const payload = JSON.stringify(body);
  const headers: OutgoingHttpHeaders = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
  };
  if (route === undefined || route.cors) Object.assign(headers, responseCorsHeaders());
  if (route?.authStyleErrors) headers['x-supabase-api-version'] = '2024-01-01';
  res.writeHead(status, headers);
  res.end(payload);
}

function sendUnavailable(res: ServerResponse, route: GatewayRoute, error: Error): void {
  sendJson(res, 502, { code: 'upstream_unavailable', message: `The service behind ${route.prefix} is unavailable: ${error.message}` }, route);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  });
  res.end(html);
}

/** A page the browser is opening or a form it is posting (not a fetch from a script). */
function isNavigation(req: IncomingMessage): boolean {
  const mode = req.headers['sec-fetch-mode'];
  if (typeof mode === 'string') return mode === 'navigate';
  return (req.headers.accept ?? '').includes('text/html');
}

function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

/**
 * Kong-like Authorization handling of the Supabase CLI gateway: keep the caller's Authorization;
 * without one, use the apikey as the bearer (so `apikey`-only requests act as that key's role).
 */
function forwardedHeaders(req: IncomingMessage, route: GatewayRoute, request: RouteRequest, target: URL): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers as IncomingHttpHeaders)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    headers[name] = value;
  }
  if (!isPassthrough(route, request.path) && req.headers.authorization === undefined && request.apikey) {
    headers.authorization = `Bearer ${request.apikey}`;
  }
  // The gateway is the edge: like the platform's proxies it appends the address it received the
  // request from; every service reads that right-most entry, never what the client wrote before it.
  const ip = clientIp(req);
  const sent = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = sent ? `${Array.isArray(sent) ? sent.join(', ') : sent}, ${ip}` : ip;
  headers['x-real-ip'] = ip;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  headers['x-forwarded-prefix'] = route.prefix;
  headers.host = target.host;
  return headers;
}

/** A request as a route sees it: the path after the prefix, and the apikey from header or query. */
interface RouteRequest {
  path: string;
  /** What is forwarded: the path and the query without `apikey` (Kong's hide_credentials). */
  forwardedPath: string;
  apikey: string | undefined;
}

function routeRequest(req: IncomingMessage, subPath: string): RouteRequest {
  // The path is kept byte for byte (no URL normalisation): the service decides what ".." means.
  const queryStart = subPath.indexOf('?');
  const path = queryStart === -1 ? subPath : subPath.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : subPath.slice(queryStart + 1));
  const fromQuery = query.get('apikey');
  query.delete('apikey');
  const header = req.headers.apikey;
  const apikey = (typeof header === 'string' && header !== '' ? header : fromQuery) || undefined;
  const rest = query.toString();
  const forwardedPath = fromQuery === null ? subPath : rest === '' ? path : `${path}?${rest}`;
  return { path, forwardedPath, apikey };
}

function isPassthrough(route: GatewayRoute, path: string): boolean {
  return route.passthroughPaths?.includes(path) ?? false;
}

function needsApikey(route: GatewayRoute, request: RouteRequest): boolean {
  if (!route.requireApikey || request.apikey) return false;
  if (isPassthrough(route, request.path)) return false;
  // "/object/public/../../bucket" must not borrow a key-free prefix.
  if (/\.\.|%2e/i.test(request.path)) return true;
  return !(route.keyFreePrefixes ?? []).some((prefix) => request.path.startsWith(prefix));
}

/** Counts body bytes while streaming and fails once the limit is passed. */
class BodyLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      callback(new BodyTooLargeError());
      return;
    }
    callback(null, chunk);
  }
}

class BodyTooLargeError extends Error {
  constructor() {
    super('body too large');
  }
}

/** Bytes of a refused body read and thrown away before the connection is cut instead. */
const MAX_DISCARDED_BYTES = 64 * 1024 * 1024;

/**
 * Reads the rest of a refused body so the client, still writing, receives the answer. Closing the
 * socket right after the answer instead makes the client's next write meet a reset, which many
 * clients report in place of the 413 they were sent.
 */
function discardRest(req: IncomingMessage): void {
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > MAX_DISCARDED_BYTES) req.socket.destroy();
  });
  req.resume();
}

function tooLarge(res: ServerResponse, route: GatewayRoute): void {
  sendJson(
    res,
    413,
    {
      code: 'request_entity_too_large',
      error_code: 'request_entity_too_large',
      message: `Request size limit exceeded: the body must not exceed ${formatLimit(route.maxBodyBytes)} for ${route.prefix}.`,
    },
    route,
  );
}

function proxy(req: IncomingMessage, res: ServerResponse, route: GatewayRoute, subPath: string): void {
  const request = routeRequest(req, subPath);
  if (needsApikey(route, request)) {
    sendJson(res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, route);
    req.resume();
    return;
  }
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > route.maxBodyBytes) {
    tooLarge(res, route);
    discardRest(req);
    return;
  }

  const target = new URL(route.target);
  const upstream = httpRequest({
    host: target.hostname,
    port: target.port,
    method: req.method,
    path: request.forwardedPath,
    headers: forwardedHeaders(req, route, request, target),
  });

  upstream.on('response', (upRes) => {
    let headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(upRes.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name)) continue;
      headers[name] = value;
    }
    if (route.cors) headers = { ...withoutCorsHeaders(headers), ...responseCorsHeaders() };
    res.writeHead(upRes.statusCode ?? 502, upRes.statusMessage, headers);
    upRes.pipe(res);
    upRes.on('error', () => res.destroy());
  });

  upstream.on('error', (error) => {
    if (error instanceof BodyTooLargeError) return; // answered below
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (route.unavailablePage && isNavigation(req)) {
      const queryStart = request.forwardedPath.indexOf('?');
      const query = new URLSearchParams(queryStart === -1 ? '' : request.forwardedPath.slice(queryStart + 1));
      void route
        .unavailablePage(request.path, query)
        .catch(() => null)
        .then((page) => {
          if (page) sendHtml(res, page.status, page.html);
          else sendUnavailable(res, route, error);
        });
      return;
    }
    sendUnavailable(res, route, error);
  });

  const limiter = new BodyLimit(route.maxBodyBytes);
  limiter.on('error', (error) => {
    if (error instanceof BodyTooLargeError) {
      upstream.destroy(error);
      tooLarge(res, route);
      req.unpipe(limiter);
      discardRest(req);
    }
  });
  req.on('aborted', () => upstream.destroy());
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(limiter).pipe(upstream);
}

function matchRoute(routes: GatewayRoute[], url: string): { route: GatewayRoute; subPath: string } | undefined {
  for (const route of routes) {
    if (url === route.prefix || url.startsWith(`${route.prefix}/`) || url.startsWith(`${route.prefix}?`)) {
      let subPath = url.slice(route.prefix.length);
      if (subPath === '' || subPath.startsWith('?')) subPath = `/${subPath}`;
      return { route, subPath };
    }
  }
  return undefined;
}

export function createGatewayHandler(routes: GatewayRoute[]) {
  // Longest prefix first, so /functions/v1 never shadows a more specific route.
  const sorted = [...routes].sort((a, b) => b.prefix.length - a.prefix.length);
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = req.url ?? '/';
    const match = matchRoute(sorted, url);
    if (!match) {
      if (isPreflight(req)) {
        res.writeHead(204, preflightHeaders(req));
        res.end();
        return;
      }
      sendJson(res, 404, { message: 'no Route matched with those values' }, undefined);
      return;
    }
    if (match.route.cors && isPreflight(req)) {
      res.writeHead(200, preflightHeaders(req));
      res.end();
      return;
    }
    proxy(req, res, match.route, match.subPath);
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
}

/**
 * The Supabase API gateway: one port, four prefixes. Listens on 127.0.0.1 and ::1 so both
 * http://127.0.0.1:<port> and http://localhost:<port> work whatever localhost resolves to.
 */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const handler = createGatewayHandler(options.routes);
  const servers: Server[] = [];
  const v4 = createServer(handler);
  await listen(v4, options.port, '127.0.0.1').catch((error: NodeJS.ErrnoException) => {
    throw new Error(
      error.code === 'EADDRINUSE'
        ? `Port ${options.port} (API gateway) is already in use. Is another stack running?`
        : `Gateway could not listen on ${options.port}: ${error.message}`,
    );
  });
  servers.push(v4);
  const v6 = createServer(handler);
  try {
    await listen(v6, options.port, '::1');
    servers.push(v6);
  } catch {
    // No IPv6 loopback on this machine: 127.0.0.1 is enough.
  }
  for (const server of servers) {
    server.headersTimeout = 60_000;
    server.requestTimeout = 0; // large uploads and media streams may take long
    server.keepAliveTimeout = 5_000;
  }
  return {
    port: options.port,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolveClose) => {
              server.close(() => resolveClose());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
}

export const GATEWAY_LIMITS = {
  default: 1 * MiB,
  storage: 50 * MiB,
} as const;
