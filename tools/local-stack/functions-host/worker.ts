/**
 * The functions host's child process (started by server.ts with `node --import tsx`): an HTTP server
 * that imports `<functionsDir>/<name>/handler.ts` and serves it like the Supabase CLI edge runtime
 * (internal/functions/serve/templates/main.ts): 404 "Function not found", JWT check unless
 * `verify_jwt = false`, OPTIONS never checked, WORKER_ERROR / BOOT_ERROR / WORKER_LIMIT answers.
 * The function environment is this process's `process.env`; the host settings (JWT secret…) arrive
 * over IPC so functions cannot read them.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { projectKey, verifyProjectJwt } from '../lib/keys.ts';
import { FUNCTION_NAME_RE, FunctionsConfig } from './config.ts';

export interface WorkerSettings {
  type: 'start';
  port: number;
  functionsDir: string;
  /** HS256 project secret; when absent, tokens are checked against the API keys and the auth service. */
  jwtSecret: string;
  /** Wall-clock limit of one invocation (ms). */
  timeoutMs: number;
}

type Handler = (req: Request) => Promise<Response> | Response;

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

/** Same helper as the CLI runtime: strings as text/plain, objects as JSON. */
function reply(res: ServerResponse, status: number, payload: string | Record<string, unknown>): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const isText = typeof payload === 'string';
  const body = Buffer.from(isText ? payload : JSON.stringify(payload));
  res.writeHead(status, {
    'Content-Type': isText ? 'text/plain' : 'application/json',
    'Content-Length': String(body.length),
  });
  res.end(body);
}

const WORKER_ERROR = { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' };
const BOOT_ERROR = { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' };
const WORKER_LIMIT = { code: 'WORKER_LIMIT', message: 'Worker failed to respond due to a resource limit (please check logs)' };

/** Verifies `Authorization: Bearer` tokens with the project's JWT secret, as the platform does. */
class TokenChecker {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = projectKey(secret);
  }

  async isValid(token: string): Promise<boolean> {
    try {
      await verifyProjectJwt(token, this.key);
      return true;
    } catch {
      return false;
    }
  }
}

export async function runWorker(settings: WorkerSettings): Promise<{ port: number; close(): Promise<void> }> {
  const config = new FunctionsConfig(settings.functionsDir);
  const tokens = new TokenChecker(settings.jwtSecret);
  const handlers = new Map<string, Promise<Handler>>();

  function loadHandler(name: string, file: string): Promise<Handler> {
    let loading = handlers.get(name);
    if (!loading) {
      loading = import(pathToFileURL(file).href).then((mod: Record<string, unknown>) => {
        if (typeof mod.handler !== 'function') throw new Error(`${file} does not export handler(req)`);
        return mod.handler as Handler;
      });
      // A failed import (syntax error…) is retried on the next request, after the file is fixed.
      loading.catch(() => handlers.delete(name));
      handlers.set(name, loading);
    }
    return loading;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawUrl = req.url ?? '/';
    const pathname = rawUrl.split('?')[0] ?? '/';
    if (pathname === '/_internal/health') {
      reply(res, 200, { message: 'ok' });
      return;
    }
    const name = pathname.split('/')[1] ?? '';
    const handlerFile = join(settings.functionsDir, name, 'handler.ts');
    if (!FUNCTION_NAME_RE.test(name) || !existsSync(handlerFile)) {
      reply(res, 404, 'Function not found');
      return;
    }

    const method = (req.method ?? 'GET').toUpperCase();
    if (method !== 'OPTIONS' && config.verifyJwt(name)) {
      const header = req.headers.authorization;
      if (!header) {
        reply(res, 401, { msg: 'Error: Missing authorization header' });
        return;
      }
      const [bearer, token] = header.split(' ');
      if (bearer !== 'Bearer') {
        reply(res, 401, { msg: "Error: Auth header is not 'Bearer {token}'" });
        return;
      }
      if (!token || !(await tokens.isValid(token))) {
        reply(res, 401, { msg: 'Invalid JWT' });
        return;
      }
    }

    let handler: Handler;
    try {
      handler = await loadHandler(name, handlerFile);
    } catch (error) {
      console.error(`[functions] ${name} failed to boot:`, error);
      reply(res, 503, BOOT_ERROR);
      return;
    }

    // The client may leave while the token is checked or the function loads (a tab closing on a
    // keepalive request). Node's HTTP server has then destroyed the request, its body already taken
    // off the wire; reading that body again for the function's Request fails ("Response body object
    // should not be disturbed or locked", logged as a failed request). Nobody is left to answer.
    if (req.destroyed || res.destroyed) return;

    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const key = req.rawHeaders[i] as string;
      if (HOP_BY_HOP.has(key.toLowerCase())) continue;
      headers.append(key, req.rawHeaders[i + 1] as string);
    }
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(`http://${req.headers.host ?? '127.0.0.1'}${rawUrl}`, {
      method,
      headers,
      signal: controller.signal,
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' } : {}),
    } as RequestInit);

    // The wall-clock limit covers the whole invocation, body streaming included.
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      console.error(`[functions] ${name} exceeded the ${settings.timeoutMs} ms limit`);
      controller.abort(new Error('Function timed out'));
      reply(res, 546, WORKER_LIMIT);
    }, settings.timeoutMs);
    try {
      const response = await Promise.resolve().then(() => handler(request));
      if (timedOut) return;
      if (!(response instanceof Response)) throw new Error(`${name} did not return a Response`);
      await sendResponse(res, response, controller.signal);
    } catch (error) {
      if (timedOut || controller.signal.aborted) return;
      console.error(`[functions] ${name} threw:`, error);
      reply(res, 500, { ...WORKER_ERROR, error: WORKER_ERROR.message });
    } finally {
      clearTimeout(timer);
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[functions] request failed:', error);
      reply(res, 500, { ...WORKER_ERROR, error: WORKER_ERROR.message });
    });
  });
  server.requestTimeout = 0;
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(settings.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

async function sendResponse(res: ServerResponse, response: Response, signal: AbortSignal): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie' || HOP_BY_HOP.has(key)) return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      if (signal.aborted) {
        await reader.cancel().catch(() => undefined);
        res.destroy();
        return;
      }
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) {
        await new Promise<void>((resolveDrain) => {
          const done = () => {
            res.off('drain', done);
            res.off('close', done);
            resolveDrain();
          };
          res.on('drain', done);
          res.on('close', done);
        });
      }
    }
    res.end();
  } catch (error) {
    // The function's stream failed after the headers went out: all we can do is cut the response.
    console.error('[functions] response stream failed:', error);
    res.destroy();
  } finally {
    reader.releaseLock();
  }
}

// ------------------------------------------------------------------ child-process entry
// Started by server.ts: wait for the settings over IPC, listen, report the port.
if (process.send && process.env.FUNCTIONS_HOST_CHILD === '1') {
  delete process.env.FUNCTIONS_HOST_CHILD;
  // A function's stray rejection or exception must not take every other function down.
  process.on('unhandledRejection', (reason) => console.error('[functions] unhandled rejection:', reason));
  process.on('uncaughtException', (error) => console.error('[functions] uncaught exception:', error));
  let running: { close(): Promise<void> } | undefined;
  process.on('message', (message: WorkerSettings) => {
    if (message?.type !== 'start' || running) return;
    runWorker(message).then(
      (worker) => {
        running = worker;
        process.send?.({ type: 'listening', port: worker.port });
      },
      (error: unknown) => {
        process.send?.({ type: 'failed', message: (error as Error).message });
        process.exit(1);
      },
    );
  });
  const stop = () => {
    const done = () => process.exit(0);
    if (!running) done();
    else void running.close().then(done, done);
    setTimeout(done, 3_000).unref();
  };
  process.on('SIGTERM', stop);
  // Ctrl-C in a terminal reaches the whole process group; the stack that owns this worker stops it
  // (SIGTERM, or the IPC channel closing), so exiting here would only look like a crash to restart.
  process.on('SIGINT', () => undefined);
  // The parent went away (crash, kill -9): do not linger as an orphan.
  process.on('disconnect', stop);
}
