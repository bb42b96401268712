import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, signIn, stackValues, uniqueEmail } from '../testing.ts';

function sign(payload: Record<string, unknown>, secret = stackValues().jwtSecret): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

function restHeaders(token: string): Record<string, string> {
  return { apikey: stackValues().anonKey, Authorization: `Bearer ${token}` };
}

describe('gateway → PostgREST', () => {
  it('rejects a tampered JWT with 401 PGRST301', async () => {
    const { apiUrl, anonKey } = stackValues();
    const [header, , signature] = anonKey.split('.');
    const payload = Buffer.from(JSON.stringify({ iss: 'supabase-demo', role: 'service_role', exp: 4102444800 })).toString('base64url');
    const tampered = `${header}.${payload}.${signature}`;
    const response = await fetch(`${apiUrl}/rest/v1/products?select=id`, { headers: restHeaders(tampered) });
    expect(response.status).toBe(401);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('PGRST301');
    expect(body.message).toMatch(/JWSInvalidSignature/);
  });

  it('rejects a token signed with another secret and an expired token with 401 PGRST301', async () => {
    const { apiUrl } = stackValues();
    const foreign = await sign({ role: 'service_role', exp: 4102444800 }, 'some-other-secret-with-more-than-32-characters');
    const r1 = await fetch(`${apiUrl}/rest/v1/products?select=id`, { headers: restHeaders(foreign) });
    expect(r1.status).toBe(401);
    expect(((await r1.json()) as { code: string }).code).toBe('PGRST301');

    const expired = await sign({ role: 'authenticated', sub: randomUUID(), exp: Math.floor(Date.now() / 1000) - 60 });
    const r2 = await fetch(`${apiUrl}/rest/v1/products?select=id`, { headers: restHeaders(expired) });
    expect(r2.status).toBe(401);
    expect(r2.headers.get('www-authenticate')).toContain('JWT expired');
    expect(await r2.json()).toMatchObject({ code: 'PGRST301', message: 'JWT expired' });
  });

  it('maps the apikey to the bearer when Authorization is absent', async () => {
    const { apiUrl, serviceRoleKey } = stackValues();
    const admin = await createUser({ email: uniqueEmail('apikey'), password: 'secreto123', admin: true });
    // Only the service role may read user_roles: without the mapping PostgREST would run as anon.
    const response = await fetch(`${apiUrl}/rest/v1/user_roles?select=user_id,role&user_id=eq.${admin.id}`, {
      headers: { apikey: serviceRoleKey },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ user_id: admin.id, role: 'admin' }]);
  });

  it('refuses malformed JSON with 400', async () => {
    const { apiUrl, serviceRoleKey } = stackValues();
    const response = await fetch(`${apiUrl}/rest/v1/products`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST102');
  });

  it('answers 413 with a clear JSON message for bodies over the limit (declared or streamed)', async () => {
    const { apiUrl, serviceRoleKey } = stackValues();
    const big = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const declared = await fetch(`${apiUrl}/rest/v1/products`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' },
      body: big,
    });
    expect(declared.status).toBe(413);
    const body = (await declared.json()) as { code: string; message: string };
    expect(body.code).toBe('request_entity_too_large');
    expect(body.message).toBe('Request size limit exceeded: the body must not exceed 1 MiB for /rest/v1.');

    // Chunked upload without Content-Length: counted while streaming.
    const url = new URL(`${apiUrl}/auth/v1/signup`);
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            apikey: serviceRoleKey,
            'content-type': 'application/json',
            'transfer-encoding': 'chunked',
            'x-supabase-api-version': '2024-01-01',
          },
        },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        // The gateway may close the socket while we are still writing; that is fine once it answered.
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < 2 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end();
      };
      pump();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toMatchObject({ code: 'request_entity_too_large' });
  });

  it('answers CORS preflights and exposes the headers supabase-js reads', async () => {
    const { apiUrl, anonKey } = stackValues();
    const preflight = await fetch(`${apiUrl}/rest/v1/products`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4200',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,authorization,content-type,x-client-info,prefer',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('apikey,authorization,content-type,x-client-info,prefer');

    const authPreflight = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4200', 'Access-Control-Request-Method': 'POST' },
    });
    expect(authPreflight.status).toBe(200);
    expect(authPreflight.headers.get('access-control-allow-headers')).toContain('x-supabase-api-version');

    const actual = await fetch(`${apiUrl}/rest/v1/products?select=id&limit=1`, {
      headers: { Origin: 'http://localhost:4200', apikey: anonKey, Prefer: 'count=exact' },
    });
    expect(actual.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = actual.headers.get('access-control-expose-headers') ?? '';
    for (const h of ['Content-Range', 'X-Supabase-Api-Version', 'X-Total-Count', 'Link']) expect(exposed).toContain(h);
  });

  it('answers 404 JSON for unknown routes', async () => {
    const response = await fetch(`${stackValues().apiUrl}/nada/v1/x`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'no Route matched with those values' });
  });
});

describe('gateway API keys (as hosted Kong)', () => {
  const NO_KEY = {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  };

  it('answers 401 without an apikey for rest, auth and storage, with a CORS header the browser can read', async () => {
    const { apiUrl, serviceRoleKey } = stackValues();
    for (const path of ['/rest/v1/products?select=id', '/auth/v1/settings', '/auth/v1/health', '/storage/v1/bucket']) {
      // A bearer alone is not enough: Kong looks for the key, not the token.
      const response = await fetch(`${apiUrl}${path}`, {
        headers: { Origin: 'http://localhost:4200', Authorization: `Bearer ${serviceRoleKey}` },
      });
      expect(response.status, path).toBe(401);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(await response.json(), path).toEqual(NO_KEY);
    }
  });

  it('does not let a dot-dot path borrow the key-free public prefix', async () => {
    const { apiUrl } = stackValues();
    const response = await fetch(`${apiUrl}/storage/v1/object/public/%2e%2e/%2e%2e/bucket`);
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });

  it('takes the apikey from the query string too', async () => {
    const { apiUrl, anonKey } = stackValues();
    const response = await fetch(`${apiUrl}/rest/v1/products?select=id&limit=1&apikey=${anonKey}`);
    expect(response.status).toBe(200);
  });

  it('keeps e-mail links, public files and signed URLs working without a key', async () => {
    const { apiUrl } = stackValues();
    const verify = await fetch(`${apiUrl}/auth/v1/verify?token=nada&type=signup&redirect_to=http://localhost:5200/`, {
      redirect: 'manual',
    });
    expect(verify.status).toBe(303);

    const service = serviceClient();
    const path = `gateway-test/${randomUUID()}.png`;
    expect((await service.storage.from('product-images').upload(path, Buffer.from('png'), { contentType: 'image/png' })).error).toBeNull();
    const publicUrl = service.storage.from('product-images').getPublicUrl(path).data.publicUrl;
    const signed = (await service.storage.from('product-images').createSignedUrl(path, 60)).data?.signedUrl ?? '';
    for (const url of [publicUrl, signed, publicUrl.replace('/object/public/', '/render/image/public/')]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toBe('png');
    }
    expect((await service.storage.from('product-images').remove([path])).error).toBeNull();
  });
});

describe('gateway → storage', () => {
  it('streams uploads above the 1 MiB API limit and serves byte ranges', async () => {
    const service = serviceClient();
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = i % 251;
    const path = `gateway-test/${randomUUID()}.mp4`;
    const upload = await service.storage.from('press-videos').upload(path, bytes, { contentType: 'video/mp4' });
    expect(upload.error).toBeNull();
    const url = service.storage.from('press-videos').getPublicUrl(path).data.publicUrl;
    const ranged = await fetch(url, { headers: { Range: 'bytes=1048576-1048585' } });
    expect(ranged.status).toBe(206);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(bytes.subarray(1048576, 1048586));
    expect((await service.storage.from('press-videos').remove([path])).error).toBeNull();
  });
});

describe('PostgREST semantics through supabase-js', () => {
  it('maybeSingle() on no row gives null without error; single() gives PGRST116', async () => {
    const sb = anonClient();
    const missing = randomUUID();
    const maybe = await sb.from('products').select('id').eq('id', missing).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
    const single = await sb.from('products').select('id').eq('id', missing).single();
    expect(single.data).toBeNull();
    expect(single.error?.code).toBe('PGRST116');
    expect(single.status).toBe(406);
  });

  it('runs requests as the JWT user: auth.uid() sees the signed-in account', async () => {
    const user = await createUser({ email: uniqueEmail('claims'), password: 'secreto123', nombre: 'Nerea' });
    const sb = await signIn(user.email, 'secreto123');
    const { data, error } = await sb.from('profiles').select('user_id, nombre');
    expect(error).toBeNull();
    expect(data).toEqual([{ user_id: user.id, nombre: 'Nerea' }]);
  });
});
