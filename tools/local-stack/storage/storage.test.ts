/**
 * Storage through the gateway of the test stack (tools/local-stack/test/global-setup.ts), with
 * supabase-js like the apps and raw HTTP where headers matter. The project's real migrations decide:
 * the storage policies of supabase/migrations and public.is_admin().
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveDataDir } from '../lib/profile.ts';
import { anonClient, createUser, serviceClient, signIn, stackValues, uniqueEmail } from '../testing.ts';

const PASSWORD = 'secreto-123';
/** Buckets this file creates get a unique suffix (the stack is shared with other test files). */
const RUN = Date.now().toString(36);
const created: string[] = [];

let baseUrl: string; // <api>/storage/v1
let anonKey: string;
let dataDir: string;
let adminClient: SupabaseClient;
let userClient: SupabaseClient;
let adminToken: string;
let adminId: string;

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

const anon = () => anonClient();
const service = () => serviceClient();

const bytes = (n: number, seed = 7) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed + 3) % 256));

/** All files under the storage data folder (minus temp), relative. */
function filesOnDisk(): string[] {
  const out: string[] = [];
  const walk = (dir: string, rel: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      if (rel === '' && entry === '.tmp') continue;
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full, rel ? `${rel}/${entry}` : entry);
      else out.push(rel ? `${rel}/${entry}` : entry);
    }
  };
  walk(dataDir, '');
  return out;
}

async function newBucket(name: string, options: { public: boolean; fileSizeLimit?: number | string; allowedMimeTypes?: string[] }) {
  const id = `${name}-${RUN}`;
  const { error } = await service().storage.createBucket(id, options);
  expect(error).toBeNull();
  created.push(id);
  return id;
}

beforeAll(async () => {
  const stack = stackValues();
  baseUrl = `${stack.apiUrl}/storage/v1`;
  anonKey = stack.anonKey;
  dataDir = join(resolveDataDir('test'), 'storage');
  const admin = await createUser({ email: uniqueEmail('storage-admin'), password: PASSWORD, admin: true });
  const user = await createUser({ email: uniqueEmail('storage-user'), password: PASSWORD });
  adminClient = await signIn(admin.email, PASSWORD);
  userClient = await signIn(user.email, PASSWORD);
  adminId = admin.id;
  adminToken = must((await adminClient.auth.getSession()).data.session).access_token;
});

afterAll(async () => {
  for (const id of created) {
    await service().storage.emptyBucket(id);
    await service().storage.deleteBucket(id);
  }
  // What this file put under tests/ in the migrations' buckets.
  for (const bucket of ['product-images', 'blog-images', 'music', 'press-images', 'press-documents']) {
    const names: string[] = [];
    const collect = async (prefix: string) => {
      const { data } = await service().storage.from(bucket).list(prefix, { limit: 1000 });
      for (const entry of data ?? []) {
        if (entry.id === null) await collect(`${prefix}/${entry.name}`);
        else names.push(`${prefix}/${entry.name}`);
      }
    };
    await collect('tests');
    if (names.length > 0) await service().storage.from(bucket).remove(names);
  }
});

describe('uploads decided by the migrations’ storage policies', () => {
  it('lets an admin upload and anyone read it through the public URL with the right headers', async () => {
    const png = bytes(300);
    const { data, error } = await adminClient
      .storage.from('product-images')
      .upload('tests/admin.png', new Blob([png], { type: 'image/png' }), { cacheControl: '120' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'tests/admin.png', fullPath: 'product-images/tests/admin.png' });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const { data: urlData } = anon().storage.from('product-images').getPublicUrl('tests/admin.png');
    const res = await fetch(urlData.publicUrl); // no apikey, no Authorization
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe('300');
    expect(res.headers.get('cache-control')).toBe('max-age=120');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(res.headers.get('last-modified')).toBeTruthy();
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses anon and a signed-in non-admin with the RLS error, and writes nothing', async () => {
    const before = filesOnDisk();
    for (const sb of [anon(), userClient]) {
      const { data, error } = await sb.storage
        .from('product-images')
        .upload('tests/intruder.png', new Blob([bytes(10)], { type: 'image/png' }));
      expect(data).toBeNull();
      expect(error?.message).toBe('new row violates row-level security policy');
      expect((error as unknown as { statusCode: string }).statusCode).toBe('403');
      expect((error as unknown as { status: number }).status).toBe(400);
    }
    expect(filesOnDisk()).toEqual(before);
    const { data } = await service().storage.from('product-images').exists('tests/intruder.png');
    expect(data).toBe(false);
  });

  it('answers 409 Duplicate without x-upsert, replaces with upsert and drops the old bytes', async () => {
    const storage = adminClient.storage.from('blog-images');
    const first = bytes(50, 3);
    const second = bytes(80, 5);
    expect((await storage.upload('tests/dup.webp', first, { contentType: 'image/webp' })).error).toBeNull();
    const dup = await storage.upload('tests/dup.webp', second, { contentType: 'image/webp' });
    expect(dup.error?.message).toBe('The resource already exists');
    expect((dup.error as unknown as { statusCode: string }).statusCode).toBe('409');
    const versionsBefore = filesOnDisk().filter((f) => f.startsWith('blog-images/tests/dup.webp/'));
    expect(versionsBefore).toHaveLength(1);

    const up = await storage.upload('tests/dup.webp', second, { contentType: 'image/webp', upsert: true });
    expect(up.error).toBeNull();
    const versionsAfter = filesOnDisk().filter((f) => f.startsWith('blog-images/tests/dup.webp/'));
    expect(versionsAfter).toHaveLength(1);
    expect(versionsAfter[0]).not.toBe(versionsBefore[0]);
    const { data } = await storage.download('tests/dup.webp');
    expect(Buffer.from(await must(data).arrayBuffer()).equals(second)).toBe(true);

    // PUT (update) replaces too, and fails on a missing object.
    expect((await storage.update('tests/dup.webp', first, { contentType: 'image/webp' })).error).toBeNull();
    const missing = await storage.update('tests/nope.webp', first, { contentType: 'image/webp' });
    expect(missing.error?.message).toBe('Object not found');
  });

  it('enforces the bucket mime types and size limit with Supabase’s errors', async () => {
    const storage = adminClient.storage.from('product-images');
    const wrongType = await storage.upload('tests/notes.txt', 'hola');
    expect(wrongType.error?.message).toBe('mime type text/plain;charset=UTF-8 is not supported');
    expect((wrongType.error as unknown as { statusCode: string }).statusCode).toBe('415');
    const wrongBlob = await storage.upload('tests/clip.mp4', new Blob([bytes(64)], { type: 'video/mp4' }));
    expect(wrongBlob.error?.message).toBe('mime type video/mp4 is not supported');

    const tinyId = await newBucket('tiny', { public: true, fileSizeLimit: 10 });
    const tiny = service().storage.from(tinyId);
    expect((await tiny.upload('ok.bin', bytes(10), { contentType: 'application/octet-stream' })).error).toBeNull();
    const raw = await tiny.upload('big.bin', bytes(11), { contentType: 'application/octet-stream' });
    expect(raw.error?.message).toBe('The object exceeded the maximum allowed size');
    expect((raw.error as unknown as { statusCode: string }).statusCode).toBe('413');
    const multipart = await tiny.upload('big2.bin', new Blob([bytes(11)], { type: 'application/octet-stream' }));
    expect(multipart.error?.message).toBe('The object exceeded the maximum allowed size');
    // The migrations' bucket limits hold too (product-images: 10 MiB).
    const huge = await storage.upload('tests/huge.png', bytes(10 * 1024 * 1024 + 1), { contentType: 'image/png' });
    expect(huge.error?.message).toBe('The object exceeded the maximum allowed size');
    expect(filesOnDisk().filter((f) => f.startsWith(`${tinyId}/big`) || f.includes('huge'))).toEqual([]);
    expect(readdirSync(join(dataDir, '.tmp'))).toEqual([]);
  });
});

describe('consistency of rows and files', () => {
  it('concurrent upserts of one key end with one row and exactly its bytes on disk', async () => {
    const storage = adminClient.storage.from('press-documents');
    const bodies = [1, 2, 3, 4, 5].map((n) => bytes(2000 + n, n + 1));
    const results = await Promise.all(
      bodies.map((body) => storage.upload('tests/race.pdf', body, { contentType: 'application/pdf', upsert: true })),
    );
    for (const r of results) expect(r.error).toBeNull();
    const versions = filesOnDisk().filter((f) => f.startsWith('press-documents/tests/race.pdf/'));
    expect(versions).toHaveLength(1);
    const { data } = await storage.download('tests/race.pdf');
    const got = Buffer.from(await must(data).arrayBuffer());
    expect(bodies.some((b) => b.equals(got))).toBe(true);
    const info = await storage.info('tests/race.pdf');
    expect(info.data?.size).toBe(got.length);
  });

  it('a client that disconnects mid-upload leaves no row and no file', async () => {
    const tempFiles = () => readdirSync(join(dataDir, '.tmp'));
    const req = httpRequest({
      host: '127.0.0.1',
      port: new URL(baseUrl).port,
      method: 'POST',
      path: '/storage/v1/object/press-documents/tests/aborted.pdf',
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${adminToken}`,
        'Content-Type': 'application/pdf',
        'Content-Length': '100000',
      },
    });
    req.on('error', () => undefined);
    req.write(bytes(1000));
    // The upload is being written once its temp file exists; then the client goes away…
    await expect.poll(tempFiles, { timeout: 5_000 }).toHaveLength(1);
    req.destroy();
    // …and the service removes the file: waited for, not looked at once after a pause.
    await expect.poll(tempFiles, { timeout: 5_000 }).toEqual([]);
    expect(filesOnDisk().some((f) => f.includes('aborted'))).toBe(false);
    expect((await service().storage.from('press-documents').exists('tests/aborted.pdf')).data).toBe(false);
  });
});

describe('downloads', () => {
  const audio = bytes(1000, 11);

  beforeAll(async () => {
    const { error } = await adminClient
      .storage.from('music')
      .upload('tests/track one.mp3', new Blob([audio], { type: 'audio/mpeg' }));
    expect(error).toBeNull();
  });

  it('serves byte ranges (206), suffix ranges and 416 when unsatisfiable, for seeking media', async () => {
    const url = anon().storage.from('music').getPublicUrl('tests/track one.mp3').data.publicUrl;
    const partial = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(partial.headers.get('content-length')).toBe('100');
    expect(partial.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await partial.arrayBuffer()).equals(audio.subarray(100, 200))).toBe(true);

    const open = await fetch(url, { headers: { Range: 'bytes=990-' } });
    expect(open.status).toBe(206);
    expect(Buffer.from(await open.arrayBuffer()).equals(audio.subarray(990))).toBe(true);

    const suffix = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(suffix.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(Buffer.from(await suffix.arrayBuffer()).equals(audio.subarray(990))).toBe(true);

    const beyond = await fetch(url, { headers: { Range: 'bytes=5000-' } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */1000');
    await beyond.body?.cancel();

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1000');

    const etag = head.headers.get('etag') ?? '';
    const cached = await fetch(url, { headers: { 'If-None-Match': etag } });
    expect(cached.status).toBe(304);
  });

  it('serves ranges on authenticated and signed downloads too', async () => {
    const authed = await fetch(`${baseUrl}/object/music/tests/track%20one.mp3`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${adminToken}`, Range: 'bytes=0-9' },
    });
    expect(authed.status).toBe(206);
    expect(Buffer.from(await authed.arrayBuffer()).equals(audio.subarray(0, 10))).toBe(true);

    const { data } = await adminClient.storage.from('music').createSignedUrl('tests/track one.mp3', 60);
    const signed = await fetch(must(data).signedUrl, { headers: { Range: 'bytes=500-509' } });
    expect(signed.status).toBe(206);
    expect(signed.headers.get('expires')).toBeTruthy();
    expect(Buffer.from(await signed.arrayBuffer()).equals(audio.subarray(500, 510))).toBe(true);
  });

  it('serves the original image for transform URLs (no image processing locally)', async () => {
    const { data } = anon().storage.from('product-images').getPublicUrl('tests/admin.png', { transform: { width: 50 } });
    expect(data.publicUrl).toContain('/render/image/public/product-images/tests/admin.png?width=50');
    const res = await fetch(data.publicUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes(300))).toBe(true);
  });

  it('sets Content-Disposition for ?download', async () => {
    const storage = anon().storage.from('music');
    const named = await fetch(storage.getPublicUrl('tests/track one.mp3', { download: 'pista.mp3' }).data.publicUrl);
    expect(named.headers.get('content-disposition')).toBe("attachment; filename=pista.mp3; filename*=UTF-8''pista.mp3;");
    await named.body?.cancel();
    const plain = await fetch(storage.getPublicUrl('tests/track one.mp3', { download: true }).data.publicUrl);
    expect(plain.headers.get('content-disposition')).toBe('attachment;');
    await plain.body?.cancel();
  });

  it('never lets an uploaded file run as a page on the API origin: HTML in any case, SVG and XML are sandboxed', async () => {
    const bucket = await newBucket('activo', { public: true });
    const storage = service().storage.from(bucket);
    const script = '<script>alert(document.cookie)</script>';
    const files = [
      { name: 'pagina.html', type: 'Text/HTML; charset=utf-8', body: `<html>${script}</html>` },
      { name: 'dibujo.svg', type: 'image/svg+xml', body: `<svg xmlns="http://www.w3.org/2000/svg">${script}</svg>` },
      { name: 'datos.xml', type: 'Application/XHTML+XML', body: `<html xmlns="http://www.w3.org/1999/xhtml">${script}</html>` },
    ];
    for (const file of files) {
      expect((await storage.upload(file.name, Buffer.from(file.body), { contentType: file.type })).error).toBeNull();
    }
    const served = async (url: string) => {
      const res = await fetch(url);
      await res.body?.cancel();
      expect(res.status).toBe(200);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      return res.headers;
    };
    const url = (name: string) => storage.getPublicUrl(name).data.publicUrl;
    expect((await served(url('pagina.html'))).get('content-type')).toBe('text/plain');
    for (const name of ['dibujo.svg', 'datos.xml']) {
      expect((await served(url(name))).get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    // Pictures are served as they are (no sandbox), with nosniff too.
    const png = await served(anon().storage.from('product-images').getPublicUrl('tests/admin.png').data.publicUrl);
    expect(png.get('content-type')).toBe('image/png');
    expect(png.get('content-security-policy')).toBeNull();
  });

  it('answers NoSuchKey / NoSuchBucket exactly like Supabase (HTTP 400, logical status in the body)', async () => {
    const missing = await fetch(`${baseUrl}/object/public/music/tests/none.mp3`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    const noBucket = await fetch(`${baseUrl}/object/public/nope/x.mp3`);
    expect(await noBucket.json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' });
  });

  it('keeps private buckets private: no public URL, no anon download, service role reads', async () => {
    const privateId = await newBucket('private-docs', { public: false });
    const svcStorage = service().storage.from(privateId);
    expect((await svcStorage.upload('secret.txt', 'top secret', { contentType: 'text/plain' })).error).toBeNull();
    const publicTry = await fetch(`${baseUrl}/object/public/${privateId}/secret.txt`);
    expect(((await publicTry.json()) as { message: string }).message).toBe('Bucket not found');
    const anonTry = await anon().storage.from(privateId).download('secret.txt');
    expect(anonTry.error?.message).toBe('Object not found');
    const userTry = await userClient.storage.from(privateId).download('secret.txt');
    expect(userTry.error?.message).toBe('Object not found');
    const svc = await svcStorage.download('secret.txt');
    expect(await svc.data?.text()).toBe('top secret');
  });

  it('signed URLs work, expire, and cannot be reused for another path or forged', async () => {
    const storage = adminClient.storage.from('music');
    // Long enough that a loaded machine cannot expire it mid-test; expiry has a URL of its own below.
    const { data, error } = await storage.createSignedUrl('tests/track one.mp3', 60);
    expect(error).toBeNull();
    expect(must(data).signedUrl).toContain('/storage/v1/object/sign/music/tests/track%20one.mp3?token=');
    const ok = await fetch(must(data).signedUrl);
    expect(ok.status).toBe(200);
    expect(Buffer.from(await ok.arrayBuffer()).equals(audio)).toBe(true);

    const token = new URL(must(data).signedUrl).searchParams.get('token') ?? '';
    const otherPath = await fetch(`${baseUrl}/object/sign/music/tests/other.mp3?token=${token}`);
    expect(await otherPath.json()).toMatchObject({ code: 'InvalidSignature', message: 'The url do not match the signature' });
    const forged = await fetch(`${baseUrl}/object/sign/music/tests/track%20one.mp3?token=${token.slice(0, -2)}xx`);
    expect(await forged.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: 'invalid signature' });

    const shortLived = must((await storage.createSignedUrl('tests/track one.mp3', 1)).data).signedUrl;
    await expect.poll(async () => (await fetch(shortLived)).status, { timeout: 5_000, interval: 250 }).toBe(400);
    const expired = await fetch(shortLived);
    expect(await expired.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt expired' });

    const many = await storage.createSignedUrls(['tests/track one.mp3', 'tests/missing.mp3'], 60);
    expect(many.data?.[0]?.signedUrl).toContain('token=');
    expect(many.data?.[1]).toMatchObject({
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
    const missing = await storage.createSignedUrl('tests/missing.mp3', 60);
    expect(missing.error?.message).toBe('Object not found');
  });

  it('refuses an invalid or expired bearer token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expiredToken = await new SignJWT({ sub: adminId, role: 'authenticated' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 100)
      .setExpirationTime(now - 10)
      .sign(new TextEncoder().encode(stackValues().jwtSecret));
    const res = await fetch(`${baseUrl}/object/music/tests/track%20one.mp3`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${expiredToken}` },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT', message: 'jwt expired' });
    const garbage = await fetch(`${baseUrl}/bucket`, { headers: { apikey: anonKey, Authorization: 'Bearer not-a-jwt' } });
    expect(await garbage.json()).toMatchObject({ code: 'InvalidJWT', message: 'jwt malformed' });
  });
});

describe('keys and paths', () => {
  /** A request with the path sent byte for byte (fetch would normalise ".."). */
  function rawRequest(method: string, path: string, body?: Buffer): Promise<{ status: number; json: unknown }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: new URL(baseUrl).port,
          method,
          path: `/storage/v1${path}`,
          headers: { apikey: anonKey, Authorization: `Bearer ${adminToken}`, 'Content-Type': 'image/png' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : null });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it('refuses path traversal in every form and writes nothing outside the data folder', async () => {
    for (const path of [
      '/object/product-images/../../../../tmp/evil.png',
      '/object/product-images/a/%2e%2e/%2e%2e/evil.png',
      '/object/product-images/a/..%2f..%2fevil.png',
      '/object/product-images/./evil.png',
      '/object/product-images//evil.png',
    ]) {
      const res = await rawRequest('POST', path, bytes(10));
      expect(res.status, path).toBe(400);
      expect(res.json, path).toMatchObject({ code: 'InvalidKey' });
    }
    const badBucket = await rawRequest('POST', '/object/%2e%2e/evil.png', bytes(10));
    expect(badBucket.status).toBe(400);
    expect(existsSync('/tmp/evil.png')).toBe(false);
    expect(filesOnDisk().some((f) => f.includes('evil'))).toBe(false);
    const read = await rawRequest('GET', '/object/public/product-images/../../../etc/passwd');
    expect(read.json).toMatchObject({ code: 'InvalidKey' });
  });

  it('lists folders and files one level at a time', async () => {
    const storage = adminClient.storage.from('press-images');
    for (const name of ['kit/logo.png', 'kit/sub/a.png', 'kit/sub/b.png', 'top.png']) {
      expect((await storage.upload(`tests/list/${name}`, new Blob([bytes(5)], { type: 'image/png' }))).error).toBeNull();
    }
    const root = await storage.list('tests/list');
    expect(root.data?.map((e) => [e.name, e.id === null])).toEqual([
      ['kit', true],
      ['top.png', false],
    ]);
    const kit = await storage.list('tests/list/kit');
    expect(kit.data?.map((e) => e.name)).toEqual(['sub', 'logo.png']);
    expect(kit.data?.[1]?.metadata).toMatchObject({ size: 5, mimetype: 'image/png' });
    const search = await storage.list('tests/list/kit/sub', { search: 'b' });
    expect(search.data?.map((e) => e.name)).toEqual(['b.png']);
  });

  it('visitors and customers list nothing and sign nothing: public URLs need no policy', async () => {
    for (const sb of [anon(), userClient]) {
      expect((await sb.storage.from('press-images').list('tests/list')).data).toEqual([]);
      expect((await sb.storage.from('press-documents').list()).data).toEqual([]);
      const signed = await sb.storage.from('press-images').createSignedUrl('tests/list/top.png', 60 * 60 * 24 * 365);
      expect(signed.error?.message).toBe('Object not found');
    }
    const publicUrl = anon().storage.from('press-images').getPublicUrl('tests/list/top.png').data.publicUrl;
    expect((await fetch(publicUrl)).status).toBe(200);
  });

  it('info and exists report the object', async () => {
    const storage = adminClient.storage.from('press-images');
    const info = await storage.info('tests/list/top.png');
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ name: 'tests/list/top.png', bucketId: 'press-images', size: 5, contentType: 'image/png' });
    expect((await storage.exists('tests/list/top.png')).data).toBe(true);
    expect((await storage.exists('tests/nope.png')).data).toBe(false);
  });

  it('moves and copies as an admin, refuses a plain user, and keeps disk and rows in step', async () => {
    const adminStorage = adminClient.storage.from('press-images');
    expect((await adminStorage.copy('tests/list/top.png', 'tests/copies/top.png')).error).toBeNull();
    expect((await adminStorage.move('tests/copies/top.png', 'tests/moved/top.png')).error).toBeNull();
    expect((await adminStorage.exists('tests/copies/top.png')).data).toBe(false);
    const moved = await adminStorage.download('tests/moved/top.png');
    expect(Buffer.from(await must(moved.data).arrayBuffer()).equals(bytes(5))).toBe(true);
    expect(filesOnDisk().some((f) => f.startsWith('press-images/tests/copies/'))).toBe(false);

    const userMove = await userClient.storage.from('press-images').move('tests/moved/top.png', 'tests/stolen.png');
    expect(userMove.error?.message).toBe('Object not found');
    const userCopy = await userClient.storage.from('press-images').copy('tests/moved/top.png', 'tests/stolen.png');
    // A customer cannot even see the source.
    expect(userCopy.error?.message).toBe('Object not found');
  });

  it('removes for admins only; anon removal silently removes nothing', async () => {
    const anonRemove = await anon().storage.from('press-images').remove(['tests/moved/top.png']);
    expect(anonRemove.error).toBeNull();
    expect(anonRemove.data).toEqual([]);
    const removed = await adminClient.storage.from('press-images').remove(['tests/moved/top.png', 'tests/never.png']);
    expect(removed.data?.map((o) => o.name)).toEqual(['tests/moved/top.png']);
    expect(filesOnDisk().some((f) => f.startsWith('press-images/tests/moved/'))).toBe(false);
    expect(existsSync(join(dataDir, 'press-images', 'tests', 'moved'))).toBe(false);
  });

  it('signed upload URLs: signed by an admin, used without a token', async () => {
    const signed = await adminClient.storage.from('blog-images').createSignedUploadUrl('tests/signed.png');
    expect(signed.error).toBeNull();
    const up = await anon()
      .storage.from('blog-images')
      .uploadToSignedUrl('tests/signed.png', must(signed.data).token, new Blob([bytes(7)], { type: 'image/png' }));
    expect(up.error).toBeNull();
    expect((await adminClient.storage.from('blog-images').exists('tests/signed.png')).data).toBe(true);
    const refused = await userClient.storage.from('blog-images').createSignedUploadUrl('tests/x.png');
    expect(refused.error?.message).toBe('new row violates row-level security policy');
  });

  it('a signed download URL cannot upload: a deleted picture is not re-created at its public address', async () => {
    const storage = adminClient.storage.from('blog-images');
    expect((await storage.upload('tests/borrada.png', new Blob([bytes(9)], { type: 'image/png' }))).error).toBeNull();
    const download = must((await storage.createSignedUrl('tests/borrada.png', 3600)).data).signedUrl;
    const token = new URL(download).searchParams.get('token') ?? '';
    expect((await storage.remove(['tests/borrada.png'])).error).toBeNull();
    const reupload = await anon()
      .storage.from('blog-images')
      .uploadToSignedUrl('tests/borrada.png', token, new Blob([bytes(11)], { type: 'image/png' }));
    expect(reupload.error?.message).toBe('This is not a signed upload URL');
    expect((await storage.exists('tests/borrada.png')).data).toBe(false);
    // Nor the other way round: an upload token does not download.
    const upload = must((await storage.createSignedUploadUrl('tests/otra.png')).data).token;
    const read = await fetch(`${baseUrl}/object/sign/blog-images/tests/otra.png?token=${upload}`);
    expect(await read.json()).toMatchObject({ code: 'InvalidSignature', message: 'This is not a signed download URL' });
  });
});

describe('buckets', () => {
  it('service role manages buckets; anon and plain users may not', async () => {
    const svc = service().storage;
    const tmpId = `tmp-bucket-${RUN}`;
    const created = await svc.createBucket(tmpId, {
      public: false,
      fileSizeLimit: '1MB',
      allowedMimeTypes: ['image/*'],
    });
    expect(created.data).toEqual({ name: tmpId });
    const again = await svc.createBucket(tmpId, { public: false });
    expect(again.error?.message).toBe('The resource already exists');
    const got = await svc.getBucket(tmpId);
    expect(got.data).toMatchObject({ id: tmpId, public: false, file_size_limit: 1_000_000, allowed_mime_types: ['image/*'] });
    expect((await svc.updateBucket(tmpId, { public: true })).data).toEqual({ message: 'Successfully updated' });
    expect((await svc.getBucket(tmpId)).data?.public).toBe(true);
    // image/* admits any image, nothing else.
    expect((await svc.from(tmpId).upload('a.gif', bytes(3), { contentType: 'image/gif' })).error).toBeNull();
    const pdf = await svc.from(tmpId).upload('a.pdf', bytes(3), { contentType: 'application/pdf' });
    expect(pdf.error?.message).toBe('mime type application/pdf is not supported');

    const notEmpty = await svc.deleteBucket(tmpId);
    expect(notEmpty.error?.message).toBe('The bucket you tried to delete is not empty');
    expect((await svc.emptyBucket(tmpId)).data).toEqual({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
    expect((await svc.deleteBucket(tmpId)).data).toEqual({ message: 'Successfully deleted' });
    expect((await svc.getBucket(tmpId)).error?.message).toBe('Bucket not found');
    expect(existsSync(join(dataDir, tmpId))).toBe(false);

    const anonCreate = await anon().storage.createBucket('anon-bucket', { public: true });
    expect(anonCreate.error?.message).toBe('new row violates row-level security policy');
    const userCreate = await userClient.storage.createBucket('user-bucket', { public: true });
    expect(userCreate.error?.message).toBe('new row violates row-level security policy');
    const invalid = await svc.createBucket('../etc', { public: true });
    expect(invalid.error?.message).toBe('Bucket name invalid');
    // No policy on storage.buckets: anon sees none, the service role sees them all.
    expect((await anon().storage.listBuckets()).data).toEqual([]);
    const all = (await svc.listBuckets()).data?.map((b) => b.id) ?? [];
    expect(all).toEqual(expect.arrayContaining(['press-images', 'press-videos', 'press-documents', 'product-images', 'blog-images', 'music']));
  });

  it('unknown routes are 404', async () => {
    const res = await fetch(`${baseUrl}/nothing/here`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
    expect(res.status).toBe(404);
    await res.body?.cancel();
  });
});
