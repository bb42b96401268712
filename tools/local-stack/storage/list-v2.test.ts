/**
 * storage-js's listV2 (POST /object/list-v2/{bucket}) and the reserved first segments of /object/…
 * routes, through the gateway of the test stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, stackValues } from '../testing.ts';

const RUN = Date.now().toString(36);
const bucket = `listv2-${RUN}`;
const KEYS = ['a.txt', 'b.txt', 'docs/2024/informe.pdf', 'docs/2025/informe.pdf', 'docs/leeme.txt', 'fotos/1.jpg', 'fotos/2.jpg', 'z.txt'];

const storage = () => serviceClient().storage;

beforeAll(async () => {
  expect((await storage().createBucket(bucket, { public: false })).error).toBeNull();
  for (const key of KEYS) {
    const { error } = await storage().from(bucket).upload(key, new Blob([key], { type: 'text/plain' }));
    expect(error).toBeNull();
  }
});

afterAll(async () => {
  await storage().emptyBucket(bucket);
  await storage().deleteBucket(bucket);
});

describe('listV2', () => {
  it('folds keys into folders at the next "/" and pages with the cursor', async () => {
    const first = await storage().from(bucket).listV2({ with_delimiter: true, limit: 3 });
    expect(first.error).toBeNull();
    expect(first.data?.objects.map((o) => o.name)).toEqual(['a.txt', 'b.txt']);
    expect(first.data?.folders.map((f) => f.name)).toEqual(['docs/']);
    expect(first.data?.hasNext).toBe(true);

    const names: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = await storage().from(bucket).listV2({ with_delimiter: true, limit: 2, cursor });
      expect(page.error).toBeNull();
      names.push(...(page.data?.folders ?? []).map((f) => f.name), ...(page.data?.objects ?? []).map((o) => o.name));
      if (!page.data?.hasNext) break;
      cursor = page.data.nextCursor;
    }
    expect(names.sort()).toEqual(['a.txt', 'b.txt', 'docs/', 'fotos/', 'z.txt']);
  });

  it('lists under a prefix, flat or folded, with objects in full', async () => {
    const folded = await storage().from(bucket).listV2({ prefix: 'docs/', with_delimiter: true });
    expect(folded.data?.folders.map((f) => f.name)).toEqual(['docs/2024/', 'docs/2025/']);
    expect(folded.data?.folders.map((f) => f.key)).toEqual(['docs/2024', 'docs/2025']);
    expect(folded.data?.objects.map((o) => o.name)).toEqual(['docs/leeme.txt']);
    const object = folded.data?.objects[0];
    expect(object?.id).toBeTruthy();
    expect(object?.metadata).toMatchObject({ mimetype: 'text/plain', size: 'docs/leeme.txt'.length });
    expect(folded.data?.hasNext).toBe(false);

    const flat = await storage().from(bucket).listV2({ prefix: 'docs/' });
    expect(flat.data?.folders).toEqual([]);
    expect(flat.data?.objects.map((o) => o.name)).toEqual(['docs/2024/informe.pdf', 'docs/2025/informe.pdf', 'docs/leeme.txt']);
  });

  it('sorts by name or by a date, both ways, and pages a sorted listing', async () => {
    const desc = await storage().from(bucket).listV2({ sortBy: { column: 'name', order: 'desc' }, limit: 3 });
    expect(desc.data?.objects.map((o) => o.name)).toEqual(['z.txt', 'fotos/2.jpg', 'fotos/1.jpg']);
    const rest = await storage().from(bucket).listV2({ cursor: desc.data?.nextCursor, limit: 100 });
    expect(rest.data?.objects.map((o) => o.name)).toEqual([...KEYS].reverse().slice(3));

    const byDate: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await storage().from(bucket).listV2({ sortBy: { column: 'created_at', order: 'asc' }, limit: 3, cursor });
      byDate.push(...(page.data?.objects ?? []).map((o) => o.name));
      cursor = page.data?.hasNext ? page.data.nextCursor : undefined;
    } while (cursor);
    expect(byDate).toEqual(KEYS);

    // Folded and by date, newest first: folders (no date of their own) come last.
    const folded: string[] = [];
    cursor = undefined;
    do {
      const page = await storage().from(bucket).listV2({ with_delimiter: true, sortBy: { column: 'created_at', order: 'desc' }, limit: 2, cursor });
      folded.push(...(page.data?.objects ?? []).map((o) => o.name), ...(page.data?.folders ?? []).map((f) => f.name));
      cursor = page.data?.hasNext ? page.data.nextCursor : undefined;
    } while (cursor);
    expect(folded).toEqual(['z.txt', 'b.txt', 'a.txt', 'fotos/', 'docs/']);
  });

  it('shows only what the caller may read and refuses a bad body', async () => {
    const anon = await anonClient().storage.from(bucket).listV2();
    expect(anon.error).toBeNull();
    expect(anon.data?.objects).toEqual([]);
    const bad = await storage().from(bucket).listV2({ limit: 0 });
    expect(bad.error?.message).toBe('body/limit must be >= 1');
    const badCursor = await storage().from(bucket).listV2({ cursor: Buffer.from('nonsense').toString('base64') });
    expect(badCursor.error?.message).toBe('Invalid Parameter continuation token');
  });
});

describe('reserved route segments', () => {
  it('a list-v2 request never creates an object, even with a bucket called list-v2', async () => {
    const reserved = 'list-v2';
    await storage().createBucket(reserved, { public: false });
    try {
      const { apiUrl, serviceRoleKey } = stackValues();
      const headers = { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' };
      const listed = await fetch(`${apiUrl}/storage/v1/object/list-v2/${reserved}`, { method: 'POST', headers, body: '{}' });
      expect(listed.status).toBe(200);
      expect(await listed.json()).toEqual({ hasNext: false, folders: [], objects: [] });
      const misrouted: [string, string][] = [
        ['POST', `list-v2/${reserved}/x.json`],
        ['PUT', `list-v2/${reserved}/x.json`],
        ['POST', 'list/x/y.json'],
        ['PUT', 'info/x/y.json'],
        ['POST', 'move/x/y.json'],
        ['POST', 'copy/x/y.json'],
        ['POST', 'render/x/y.json'],
        ['POST', 'authenticated/x/y.json'],
        ['PUT', 'public/x/y.json'],
        ['DELETE', 'upload'],
      ];
      for (const [method, path] of misrouted) {
        const response = await fetch(`${apiUrl}/storage/v1/object/${path}`, { method, headers, body: '{"prefix":""}' });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
      const download = await fetch(`${apiUrl}/storage/v1/object/list-v2/${reserved}/x.json`, { headers });
      expect(download.status).toBe(404);
      const after = await storage().from(reserved).list();
      expect(after.data).toEqual([]);
    } finally {
      await storage().emptyBucket(reserved);
      await storage().deleteBucket(reserved);
    }
  });
});

describe('small shapes', () => {
  it('info() metadata is {} without user metadata; a transform is signed for /render/image/sign/', async () => {
    const info = await storage().from(bucket).info('a.txt');
    expect(info.error).toBeNull();
    expect(info.data?.metadata).toEqual({});
    const signed = await storage().from(bucket).createSignedUrl('fotos/1.jpg', 60, { transform: { width: 100 } });
    expect(signed.data?.signedUrl).toContain(`/storage/v1/render/image/sign/${bucket}/fotos/1.jpg?token=`);
    const plain = await storage().from(bucket).createSignedUrl('fotos/1.jpg', 60);
    expect(plain.data?.signedUrl).toContain(`/storage/v1/object/sign/${bucket}/fotos/1.jpg?token=`);
    expect((await fetch(signed.data?.signedUrl as string)).status).toBe(200);
  });
});
