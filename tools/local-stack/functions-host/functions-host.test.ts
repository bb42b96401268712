/**
 * The functions host against a fixture functions folder (test-fixtures/), copied to a temp folder so
 * the test can add a supabase/functions/.env like a developer would.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FunctionsClient, FunctionsHttpError } from '@supabase/functions-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFunctionsHost, type RunningFunctionsHost } from './server.ts';
import { runWorker } from './worker.ts';

const SECRET = 'functions-host-tests-secret-at-least-32-chars';
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), 'test-fixtures');

const sign = (claims: Record<string, unknown>, secret = SECRET, expiresIn = 3600) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(secret));
};

let root: string;
let functionsDir: string;
let host: RunningFunctionsHost;
let base: string;
let anonKey: string;
let serviceKey: string;
const savedStripe = process.env.STRIPE_SECRET_KEY;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'functions-host-test-'));
  cpSync(FIXTURES, root, { recursive: true });
  functionsDir = join(root, 'functions');
  writeFileSync(join(functionsDir, '.env'), 'FROM_ENV_FILE=from-dot-env\nSITE_URL=overridden-by-stack\n');
  anonKey = await sign({ iss: 'supabase-demo', role: 'anon' });
  serviceKey = await sign({ iss: 'supabase-demo', role: 'service_role' });
  process.env.STRIPE_SECRET_KEY = 'sk_test_passthrough';
  host = await startFunctionsHost({
    functionsDir,
    jwtSecret: SECRET,
    timeoutMs: 1_000,
    env: {
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceKey,
      SUPABASE_DB_URL: 'postgresql://nobody@127.0.0.1:9/postgres',
      SITE_URL: 'http://localhost:5200',
    },
  });
  base = `http://127.0.0.1:${host.port}`;
}, 60_000);

afterAll(async () => {
  await host?.close();
  if (savedStripe === undefined) delete process.env.STRIPE_SECRET_KEY;
  else process.env.STRIPE_SECRET_KEY = savedStripe;
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('functions host', () => {
  it('runs a handler with the request and the function environment', async () => {
    const res = await fetch(`${base}/hello/sub/path?x=1`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${anonKey}`, 'Content-Type': 'text/plain', 'X-Client-Info': 'test' },
      body: 'hola',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await res.json()).toEqual({
      method: 'POST',
      path: '/hello/sub/path',
      search: '?x=1',
      body: 'hola',
      clientInfo: 'test',
      env: {
        SUPABASE_URL: 'http://127.0.0.1:9',
        SITE_URL: 'http://localhost:5200', // the stack's value wins over .env
        STRIPE_SECRET_KEY: 'sk_test_passthrough',
        FROM_ENV_FILE: 'from-dot-env',
        SUPABASE_JWT_SECRET: null,
        FUNCTIONS_HOST_CHILD: null,
        HOME: null,
      },
    });
  });

  it('works through supabase-js functions.invoke, user tokens included', async () => {
    const userToken = await sign({ sub: '6b1c4c39-5f0b-4f55-9d4e-2f8f3f7b1a11', role: 'authenticated' });
    const client = new FunctionsClient(base, { headers: { Authorization: `Bearer ${userToken}` } });
    const { data, error } = await client.invoke('hello', { body: { a: 1 } });
    expect(error).toBeNull();
    expect((data as { body: string }).body).toBe('{"a":1}');
  });

  it('answers 404 "Function not found" for unknown names, _shared and folders without handler.ts', async () => {
    for (const path of ['/nope', '/_shared', '/no-handler', '/', '/..%2f..%2fetc']) {
      const res = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${anonKey}` } });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain');
      expect(await res.text()).toBe('Function not found');
    }
  });

  it('requires a valid project JWT by default (401 like the Supabase runtime)', async () => {
    const missing = await fetch(`${base}/hello`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });

    const forged = await fetch(`${base}/hello`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await sign({ role: 'service_role' }, 'another-secret-that-is-32-chars-long!!')}` },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ msg: 'Invalid JWT' });

    const expired = await fetch(`${base}/hello`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await sign({ role: 'anon' }, SECRET, -60)}` },
    });
    expect(await expired.json()).toEqual({ msg: 'Invalid JWT' });

    const garbage = await fetch(`${base}/hello`, { method: 'POST', headers: { Authorization: 'Bearer nope' } });
    expect(await garbage.json()).toEqual({ msg: 'Invalid JWT' });

    const notBearer = await fetch(`${base}/hello`, { method: 'POST', headers: { Authorization: `Basic abc` } });
    expect(await notBearer.json()).toEqual({ msg: "Error: Auth header is not 'Bearer {token}'" });

    const client = new FunctionsClient(base);
    const { error } = await client.invoke('hello');
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(error?.message).toBe('Edge Function returned a non-2xx status code');
    expect(await (error as FunctionsHttpError).context.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });

  it('skips the JWT check for verify_jwt = false functions (webhooks)', async () => {
    const res = await fetch(`${base}/public-hook`, {
      method: 'POST',
      headers: { 'Stripe-Signature': 't=1,v1=abc' },
      body: '{"type":"checkout.session.completed"}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: '{"type":"checkout.session.completed"}', signature: 't=1,v1=abc' });
  });

  it('lets CORS preflights through to the function without a token', async () => {
    const res = await fetch(`${base}/hello`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4200', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-methods')).toBe('POST, GET, OPTIONS');
    expect(await res.text()).toBe('ok');
  });

  it('turns a thrown error into 500 JSON without leaking it, and keeps serving', async () => {
    const res = await fetch(`${base}/boom`, { method: 'POST', headers: { Authorization: `Bearer ${anonKey}` } });
    expect(res.status).toBe(500);
    const body = (await res.json()) as Record<string, string>;
    expect(body).toMatchObject({ code: 'WORKER_ERROR', error: 'Function exited due to an error (please check logs)' });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    const after = await fetch(`${base}/hello`, { headers: { Authorization: `Bearer ${anonKey}` } });
    expect(after.status).toBe(200);
    await after.body?.cancel();
  });

  it('answers BOOT_ERROR (503) for a function that fails to load', async () => {
    const res = await fetch(`${base}/boot-error`, { headers: { Authorization: `Bearer ${anonKey}` } });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
  });

  it('cuts a hanging function off at the time limit with 546 WORKER_LIMIT', async () => {
    const started = Date.now();
    const res = await fetch(`${base}/hang`, { headers: { Authorization: `Bearer ${anonKey}` } });
    expect(res.status).toBe(546);
    expect(await res.json()).toMatchObject({ code: 'WORKER_LIMIT' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('streams response bodies', async () => {
    const res = await fetch(`${base}/stream`, { headers: { Authorization: `Bearer ${anonKey}` } });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    expect(await res.text()).toBe('data: 1\n\ndata: 2\n\ndata: 3\n\n');
  });

  it('comes back on the same port when a function kills its process', async () => {
    await fetch(`${base}/exit-process`, { headers: { Authorization: `Bearer ${anonKey}` } }).catch(() => undefined);
    let status = 0;
    for (let i = 0; i < 100 && status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = await fetch(`${base}/hello`, { headers: { Authorization: `Bearer ${anonKey}` } })
        .then(async (r) => {
          await r.body?.cancel();
          return r.status;
        })
        .catch(() => 0);
    }
    expect(status).toBe(200);
  }, 20_000);
});

describe('a client that leaves before its function runs', () => {
  // A page that closes while its request waits for the function's first load (a keepalive security
  // log batch when a tab closes): the connection is gone and Node's HTTP server has already read
  // the request body off the wire. The host must not read that body a second time (undici refuses
  // a stream already read: "Response body object should not be disturbed or locked").
  it('fails nothing: the function is not run with a body that is gone, and the next request is served', async () => {
    const errors = vi.spyOn(console, 'error');
    const worker = await runWorker({ type: 'start', port: 0, functionsDir, jwtSecret: SECRET, timeoutMs: 5_000 });
    try {
      const body = JSON.stringify({ events: [{ eventType: 'PAGE_HIDDEN' }] });
      const gone = request({
        host: '127.0.0.1',
        port: worker.port,
        path: '/slow-boot',
        method: 'POST',
        headers: { authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
      });
      gone.on('error', () => undefined);
      gone.end(body);
      await new Promise((resolve) => setTimeout(resolve, 20));
      gone.destroy();
      // The function finishes loading (300 ms) and the host goes on with the request it had.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(errors.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);

      const next = await fetch(`http://127.0.0.1:${worker.port}/slow-boot`, { method: 'POST', body, headers: { Authorization: `Bearer ${anonKey}` } });
      expect(next.status).toBe(200);
      expect(await next.text()).toBe(body);
    } finally {
      errors.mockRestore();
      await worker.close();
    }
  });
});

describe('a functions host killed again and again', () => {
  // Six crashes in a minute used to stop the restarts for good.
  it('is restarted every time (no giving up after a crash loop), and says each pid', { timeout: 150_000 }, async () => {
    const pids: number[] = [];
    const own = await startFunctionsHost({
      functionsDir,
      jwtSecret: SECRET,
      env: { SUPABASE_URL: 'http://127.0.0.1:9', SUPABASE_ANON_KEY: anonKey, SUPABASE_SERVICE_ROLE_KEY: serviceKey },
      onChild: (pid) => pids.push(pid),
    });
    try {
      for (let kill = 1; kill <= 6; kill += 1) {
        process.kill(pids.at(-1) as number, 'SIGKILL');
        await vi.waitFor(() => expect(pids).toHaveLength(kill + 1), { timeout: 40_000, interval: 50 });
      }
      const answer = await fetch(`http://127.0.0.1:${own.port}/hello`, { method: 'POST', headers: { authorization: `Bearer ${anonKey}` } });
      expect(answer.status).toBe(200);
    } finally {
      await own.close();
    }
  });
});
