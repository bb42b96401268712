/**
 * A Supabase Storage–compatible HTTP service for the local stack (the wire contract is
 * tools/local-stack/WIRE-CONTRACT.md §3). Paths are served WITHOUT the /storage/v1 prefix (the gateway strips
 * it). Authorization works like Supabase Storage: the bearer JWT is verified with the project secret
 * and every metadata query runs in a transaction as that role, so the RLS policies on
 * storage.objects / storage.buckets written in the migrations decide who may do what.
 * Bytes live on disk under `<dataDir>/<bucket>/<object name>/<version>` (see files.ts).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isUuid, JwtKeys, type Caller } from './auth.ts';
import { actAs, StorageDb, type RequestScope, type Tx } from './db.ts';
import { ERRORS, StorageError, toStorageError } from './errors.ts';
import { ObjectFiles } from './files.ts';
import { bodyErrors, headersForPolicies, optionalInteger, readJson, requireString, sendError, sendJson } from './http.ts';
import { infoJson, OBJECT_COLUMNS, objectJson, serveObject, type ObjectMetadata, type ObjectRow } from './objects.ts';
import { listObjectsV2, listV2Options } from './list-v2.ts';
import { receiveUpload } from './upload.ts';
import { signDownloadToken, signUploadToken, verifyUrlToken } from './url-tokens.ts';
import { assertValidBucketName, assertValidKey, parseAllowedMimeTypes, parseFileSizeLimit } from './validate.ts';

export interface StorageServerOptions {
  dbUrl: string;
  jwtSecret: string;
  /** Folder for object bytes (created if missing). */
  dataDir: string;
  /** Public base URL of this API as clients see it (e.g. http://127.0.0.1:54321/storage/v1). */
  publicUrl: string;
  /** Global upload limit in bytes (Supabase CLI default: 50 MiB); a bucket limit can only lower it. */
  fileSizeLimit?: number;
  /** Port to listen on (default: a free one). Always loopback. */
  port?: number;
}

export interface RunningStorageServer {
  port: number;
  close(): Promise<void>;
}

const DEFAULT_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Signed upload URLs are valid for two hours, as on Supabase. */
const SIGNED_UPLOAD_EXPIRY_S = 2 * 60 * 60;
const NOT_VISIBLE = 'Either the object does not exist or you do not have access to it';
/** The first segments of /object/… routes; as a bucket name they would fall through to upload or download. */
const RESERVED_SEGMENTS = new Set(['list', 'list-v2', 'sign', 'upload', 'info', 'public', 'authenticated', 'move', 'copy', 'render']);

type UploadMode = 'create' | 'upsert' | 'update';

interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  file_size_limit: string | number | null;
  allowed_mime_types: string[] | null;
  created_at: Date;
  updated_at: Date;
  type: string;
}

function bucketJson(row: BucketRow): Record<string, unknown> {
  return {
    id: row.id,
    name: row.name,
    owner: row.owner ?? '',
    public: row.public,
    file_size_limit: row.file_size_limit === null ? null : Number(row.file_size_limit),
    allowed_mime_types: row.allowed_mime_types,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    type: row.type,
  };
}

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at, type';

/** Request context after routing. */
interface Ctx {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  /** Path without query and without any /storage/v1 prefix, still percent-encoded. */
  path: string;
  query: URLSearchParams;
}

export async function startStorageServer(options: StorageServerOptions): Promise<RunningStorageServer> {
  const keys = new JwtKeys(options.jwtSecret);
  const files = new ObjectFiles(options.dataDir);
  await files.init();
  const db = new StorageDb(options.dbUrl);
  const globalLimit = options.fileSizeLimit ?? DEFAULT_FILE_SIZE_LIMIT;
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  // ---------------------------------------------------------------- helpers

  async function scopeOf(ctx: Ctx): Promise<RequestScope> {
    const caller: Caller = await keys.caller(ctx.req.headers.authorization);
    return { caller, method: ctx.method, path: ctx.path, headers: headersForPolicies(ctx.req) };
  }

  /** Bucket settings, read as the service (uploads need the limits whatever the bucket policies say). */
  async function bucketForService(id: string): Promise<BucketRow> {
    const { rows } = await db.pool.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
    const bucket = rows[0];
    if (!bucket) throw ERRORS.noSuchBucket();
    return bucket;
  }

  /**
   * Serialises writers of one key for the rest of the transaction, so each learns exactly which
   * version it replaced (row locks alone do not cover a key that does not exist yet).
   */
  async function lockKey(tx: Tx, bucket: string, name: string): Promise<void> {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [`storage:${bucket}/${name}`]);
  }

  async function findObject(tx: Tx, bucket: string, name: string): Promise<ObjectRow> {
    const { rows } = await tx.query<ObjectRow>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
      [bucket, name],
    );
    const row = rows[0];
    if (!row) throw ERRORS.noSuchKey();
    return row;
  }

  // ---------------------------------------------------------------- buckets

  async function listBuckets(ctx: Ctx): Promise<void> {
    const scope = await scopeOf(ctx);
    const sortColumns = new Set(['id', 'name', 'created_at', 'updated_at']);
    const sortColumn = ctx.query.get('sortColumn') ?? 'name';
    if (!sortColumns.has(sortColumn)) throw ERRORS.invalidRequest('querystring/sortColumn must be equal to one of the allowed values');
    const sortOrder = (ctx.query.get('sortOrder') ?? 'asc').toLowerCase();
    if (sortOrder !== 'asc' && sortOrder !== 'desc') throw ERRORS.invalidRequest('querystring/sortOrder must be equal to one of the allowed values');
    const limit = intParam(ctx.query, 'limit', 1);
    const offset = intParam(ctx.query, 'offset', 0) ?? 0;
    const search = ctx.query.get('search') ?? '';
    const rows = await db.as(scope, async (tx) => {
      const result = await tx.query<BucketRow>(
        `select ${BUCKET_COLUMNS} from storage.buckets
         where ($1 = '' or name ilike '%' || $1 || '%')
         order by ${sortColumn} ${sortOrder} limit $2 offset $3`,
        [escapeLike(search), limit ?? null, offset],
      );
      return result.rows;
    });
    sendJson(ctx.res, 200, rows.map(bucketJson));
  }

  async function getBucket(ctx: Ctx, id: string): Promise<void> {
    const scope = await scopeOf(ctx);
    const row = await db.as(scope, async (tx) => {
      const { rows } = await tx.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
      return rows[0];
    });
    if (!row) throw ERRORS.noSuchBucket();
    sendJson(ctx.res, 200, bucketJson(row));
  }

  async function createBucket(ctx: Ctx): Promise<void> {
    const scope = await scopeOf(ctx);
    const body = await readJson(ctx.req);
    const name = requireString(body, 'name');
    const id = body.id === undefined || body.id === null ? name : body.id;
    assertValidBucketName(name);
    assertValidBucketName(id);
    const isPublic = optionalBoolean(body, 'public') ?? false;
    const fileSizeLimit = parseFileSizeLimit(body.file_size_limit);
    const allowedMimeTypes = parseAllowedMimeTypes(body.allowed_mime_types);
    if (body.type !== undefined && body.type !== null && body.type !== 'STANDARD') {
      throw new StorageError('NotSupported', 409, `The feature bucket type ${String(body.type)} is not enabled for this resource`);
    }
    const sub = scope.caller.sub;
    await db.as(scope, (tx) =>
      tx.query(
        `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [id, name, isUuid(sub) ? sub : null, sub ?? null, isPublic, fileSizeLimit, allowedMimeTypes],
      ),
    ).catch((error: unknown) => {
      const e = toStorageError(error);
      throw e.code === 'ResourceAlreadyExists' ? ERRORS.bucketAlreadyExists() : e;
    });
    sendJson(ctx.res, 200, { name });
  }

  async function updateBucket(ctx: Ctx, id: string): Promise<void> {
    const scope = await scopeOf(ctx);
    const body = await readJson(ctx.req);
    const sets: string[] = [];
    const values: unknown[] = [id];
    const isPublic = optionalBoolean(body, 'public');
    if (isPublic !== undefined) {
      values.push(isPublic);
      sets.push(`public = $${values.length}`);
    }
    if ('file_size_limit' in body) {
      values.push(parseFileSizeLimit(body.file_size_limit));
      sets.push(`file_size_limit = $${values.length}`);
    }
    if ('allowed_mime_types' in body) {
      values.push(parseAllowedMimeTypes(body.allowed_mime_types));
      sets.push(`allowed_mime_types = $${values.length}`);
    }
    sets.push('updated_at = now()');
    const count = await db.as(scope, async (tx) => {
      const result = await tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, values);
      return result.rowCount ?? 0;
    });
    if (count === 0) throw ERRORS.noSuchBucket();
    sendJson(ctx.res, 200, { message: 'Successfully updated' });
  }

  async function deleteBucket(ctx: Ctx, id: string): Promise<void> {
    const scope = await scopeOf(ctx);
    await db.tx(async (tx) => {
      const bucket = await tx.query('select id from storage.buckets where id = $1 for update', [id]);
      if (bucket.rowCount === 0) throw ERRORS.noSuchBucket();
      const objects = await tx.query('select 1 from storage.objects where bucket_id = $1 limit 1', [id]);
      if ((objects.rowCount ?? 0) > 0) throw ERRORS.bucketNotEmpty();
      await actAs(tx, scope);
      const deleted = await tx.query('delete from storage.buckets where id = $1', [id]);
      if (deleted.rowCount === 0) throw ERRORS.noSuchBucket();
    });
    await files.removeBucket(id);
    sendJson(ctx.res, 200, { message: 'Successfully deleted' });
  }

  async function emptyBucket(ctx: Ctx, id: string): Promise<void> {
    const scope = await scopeOf(ctx);
    await bucketForService(id);
    const removed = await db.as(scope, async (tx) => {
      const { rows } = await tx.query<{ name: string; version: string | null }>(
        'delete from storage.objects where bucket_id = $1 returning name, version',
        [id],
      );
      return rows;
    });
    await Promise.all(removed.map((row) => files.removeVersion(id, row.name, row.version)));
    sendJson(ctx.res, 200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
  }

  // ---------------------------------------------------------------- uploads

  /** The row write of an upload, shared by the permission dry run and the real commit. */
  async function writeObjectRow(
    tx: Tx,
    mode: UploadMode,
    row: {
      id: string;
      bucket: string;
      name: string;
      owner: string | undefined;
      version: string;
      metadata: ObjectMetadata;
      userMetadata: Record<string, unknown> | null;
    },
  ): Promise<string> {
    const owner = isUuid(row.owner) ? row.owner : null;
    const params = [row.id, row.bucket, row.name, owner, row.owner ?? null, row.version, row.metadata, row.userMetadata];
    if (mode === 'create') {
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        params,
      );
      return row.id;
    }
    if (mode === 'upsert') {
      // The statement Supabase runs: INSERT and UPDATE (and SELECT) policies all apply.
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (bucket_id, name) do update set
           owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version,
           metadata = excluded.metadata, user_metadata = excluded.user_metadata, last_accessed_at = now()
         returning id`,
        params,
      );
      return rows[0]?.id ?? row.id;
    }
    const { rows } = await tx.query<{ id: string }>(
      `update storage.objects set owner = $3, owner_id = $4, version = $5, metadata = $6, user_metadata = $7,
         last_accessed_at = now()
       where bucket_id = $1 and name = $2
       returning id`,
      params.slice(1),
    );
    if (!rows[0]) throw ERRORS.noSuchKey();
    return rows[0].id;
  }

  /**
   * Upload flow (POST create/upsert, PUT update, signed upload): permission dry run before reading
   * the body, bytes to a temp file (limits enforced while streaming), the new version file put in
   * place, then the row written as the caller in one transaction; the file is removed if that fails,
   * and the replaced version is removed once it commits.
   */
  async function upload(
    ctx: Ctx,
    scope: RequestScope | null,
    bucketId: string,
    name: string,
    mode: UploadMode,
    owner: string | undefined,
  ): Promise<void> {
    assertValidKey(name);
    const bucket = await bucketForService(bucketId);
    const bucketLimit = bucket.file_size_limit === null ? Number.POSITIVE_INFINITY : Number(bucket.file_size_limit);
    const maxBytes = Math.min(globalLimit, bucketLimit);

    await db.dryRun(scope, async (tx) => {
      await writeObjectRow(tx, mode, {
        id: randomUUID(),
        bucket: bucketId,
        name,
        owner,
        version: randomUUID(),
        metadata: {},
        userMetadata: null,
      });
    });

    const received = await receiveUpload(ctx.req, files, { maxBytes, allowedMimeTypes: bucket.allowed_mime_types });
    const version = randomUUID();
    try {
      await files.place(received.tempPath, bucketId, name, version);
    } catch (error) {
      await files.discard(received.tempPath);
      throw error;
    }
    const metadata: ObjectMetadata = {
      eTag: received.eTag,
      size: received.size,
      mimetype: received.mimeType,
      cacheControl: received.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: received.size,
      httpStatusCode: 200,
    };
    let result: { id: string; previous: string | null };
    try {
      result = await db.tx(async (tx) => {
        // Lock the key and read the current row as the service (whatever its visibility) to learn
        // which version this upload replaces.
        await lockKey(tx, bucketId, name);
        const current = await tx.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2 for update',
          [bucketId, name],
        );
        if (scope) await actAs(tx, scope);
        const id = await writeObjectRow(tx, mode, {
          id: randomUUID(),
          bucket: bucketId,
          name,
          owner,
          version,
          metadata,
          userMetadata: received.userMetadata,
        });
        return { id, previous: current.rows[0]?.version ?? null };
      });
    } catch (error) {
      await files.removeVersion(bucketId, name, version);
      throw error;
    }
    if (result.previous && result.previous !== version) await files.removeVersion(bucketId, name, result.previous);
    sendJson(ctx.res, 200, { Id: result.id, Key: `${bucketId}/${name}` });
  }

  async function uploadAsCaller(ctx: Ctx, bucketId: string, name: string, mode: UploadMode): Promise<void> {
    const scope = await scopeOf(ctx);
    await upload(ctx, scope, bucketId, name, mode, scope.caller.sub);
  }

  async function createSignedUploadUrl(ctx: Ctx, bucketId: string, name: string): Promise<void> {
    const scope = await scopeOf(ctx);
    assertValidKey(name);
    await bucketForService(bucketId);
    const upsert = headerFlag(ctx.req, 'x-upsert');
    await db.dryRun(scope, async (tx) => {
      await writeObjectRow(tx, upsert ? 'upsert' : 'create', {
        id: randomUUID(),
        bucket: bucketId,
        name,
        owner: scope.caller.sub,
        version: randomUUID(),
        metadata: {},
        userMetadata: null,
      });
    });
    const token = await signUploadToken(keys, { owner: scope.caller.sub, url: `${bucketId}/${name}`, upsert }, SIGNED_UPLOAD_EXPIRY_S);
    sendJson(ctx.res, 200, { url: `/object/upload/sign/${bucketId}/${name}?token=${token}`, token });
  }

  async function uploadToSignedUrl(ctx: Ctx, bucketId: string, name: string): Promise<void> {
    const token = ctx.query.get('token');
    if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
    const payload = await verifyUrlToken(keys, token, 'upload', `${bucketId}/${name}`);
    const owner = typeof payload.owner === 'string' ? payload.owner : undefined;
    // The permission was checked when the URL was signed; the upload itself runs as the service.
    await upload(ctx, null, bucketId, name, payload.upsert === true ? 'upsert' : 'create', owner);
  }

  // ---------------------------------------------------------------- downloads

  async function downloadAuthenticated(ctx: Ctx, bucketId: string, name: string): Promise<void> {
    const scope = await scopeOf(ctx);
    assertValidKey(name);
    const row = await db.as(scope, (tx) => findObject(tx, bucketId, name));
    await serveObject(ctx.req, ctx.res, files, row, { download: ctx.query.get('download') });
  }

  async function publicObject(bucketId: string, name: string): Promise<ObjectRow> {
    assertValidKey(name);
    const bucket = await db.pool.query('select 1 from storage.buckets where id = $1 and public', [bucketId]);
    if (bucket.rowCount === 0) throw ERRORS.noSuchBucket();
    return db.as(null, (tx) => findObject(tx, bucketId, name));
  }

  async function downloadPublic(ctx: Ctx, bucketId: string, name: string): Promise<void> {
    const row = await publicObject(bucketId, name);
    await serveObject(ctx.req, ctx.res, files, row, { download: ctx.query.get('download') });
  }

  async function downloadSigned(ctx: Ctx, bucketId: string, name: string): Promise<void> {
    const token = ctx.query.get('token');
    if (!token) throw ERRORS.invalidRequest("querystring must have required property 'token'");
    const payload = await verifyUrlToken(keys, token, 'download', `${bucketId}/${name}`);
    const row = await db.as(null, (tx) => findObject(tx, bucketId, name));
    await serveObject(ctx.req, ctx.res, files, row, {
      download: ctx.query.get('download'),
      expires: typeof payload.exp === 'number' ? new Date(payload.exp * 1000) : undefined,
    });
  }

  async function info(ctx: Ctx, bucketId: string, name: string, access: 'public' | 'authenticated'): Promise<void> {
    let row: ObjectRow;
    if (access === 'public') {
      row = await publicObject(bucketId, name);
    } else {
      const scope = await scopeOf(ctx);
      assertValidKey(name);
      row = await db.as(scope, (tx) => findObject(tx, bucketId, name));
    }
    const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
    if (row.metadata?.eTag) headers.ETag = row.metadata.eTag;
    headers['Last-Modified'] = row.updated_at.toUTCString();
    sendJson(ctx.res, 200, infoJson(row), headers);
  }

  // ---------------------------------------------------------------- signing

  function expiresInOf(body: Record<string, unknown>): number {
    const expiresIn = optionalInteger(body, 'expiresIn', 1);
    if (expiresIn === undefined) throw bodyErrors.required('expiresIn');
    return expiresIn;
  }

  async function signOne(ctx: Ctx, bucketId: string, name: string): Promise<void> {
    const scope = await scopeOf(ctx);
    const body = await readJson(ctx.req);
    const expiresIn = expiresInOf(body);
    assertValidKey(name);
    await db.as(scope, (tx) => findObject(tx, bucketId, name));
    const token = await signDownloadToken(keys, `${bucketId}/${name}`, expiresIn);
    // A transformed image is signed for the render endpoint, as on Supabase.
    const area = body.transform && typeof body.transform === 'object' ? 'render/image' : 'object';
    sendJson(ctx.res, 200, { signedURL: `/${area}/sign/${bucketId}/${name}?token=${token}` });
  }

  async function signMany(ctx: Ctx, bucketId: string): Promise<void> {
    const scope = await scopeOf(ctx);
    const body = await readJson(ctx.req);
    const expiresIn = expiresInOf(body);
    const paths = body.paths;
    if (paths === undefined) throw bodyErrors.required('paths');
    if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string')) throw bodyErrors.type('paths', 'array of strings');
    if (paths.length < 1) throw ERRORS.invalidRequest('body/paths must NOT have fewer than 1 items');
    if (paths.length > 1000) throw ERRORS.invalidRequest('body/paths must NOT have more than 1000 items');
    const visible = await db.as(scope, async (tx) => {
      const { rows } = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucketId, paths],
      );
      return new Set(rows.map((r) => r.name));
    });
    const result = await Promise.all(
      (paths as string[]).map(async (path) => {
        if (!visible.has(path)) return { error: NOT_VISIBLE, path, signedURL: null };
        const token = await signDownloadToken(keys, `${bucketId}/${path}`, expiresIn);
        return { error: null, path, signedURL: `/object/sign/${bucketId}/${path}?token=${token}` };
      }),
    );
    sendJson(ctx.res, 200, result);
  }

  // ---------------------------------------------------------------- list, delete, move, copy

  async function listObjects(ctx: Ctx, bucketId: string): Promise<void> {
    const scope = await scopeOf(ctx);
    const body = await readJson(ctx.req);
    let prefix = requireString(body, 'prefix');
    const limit = optionalInteger(body, 'limit', 1) ?? 100;
    const offset = optionalInteger(body, 'offset', 0) ?? 0;
    const search = body.search === undefined || body.search === null ? '' : body.search;
    if (typeof search !== 'string') throw bodyErrors.type('search', 'string');
    let column = 'name';
    let order = 'asc';
    if (body.sortBy !== undefined && body.sortBy !== null) {
      const sortBy = body.sortBy as Record<string, unknown>;
      if (typeof sortBy !== 'object' || Array.isArray(sortBy)) throw bodyErrors.type('sortBy', 'object');
      if (sortBy.column !== undefined) {
        if (!['name', 'updated_at', 'created_at', 'last_accessed_at'].includes(String(sortBy.column))) {
          throw ERRORS.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
        }
        column = String(sortBy.column);
      }
      if (sortBy.order !== undefined) {
        if (!['asc', 'desc'].includes(String(sortBy.order))) {
          throw ERRORS.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
        }
        order = String(sortBy.order);
      }
    }
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;
    const levels = prefix.split('/').length;
    const rows = await db.as(scope, async (tx) => {
      const result = await tx.query<{
        name: string;
        id: string | null;
        updated_at: Date | null;
        created_at: Date | null;
        last_accessed_at: Date | null;
        metadata: unknown;
      }>('select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)', [
        prefix,
        bucketId,
        limit,
        levels,
        offset,
        search,
        column,
        order,
      ]);
      return result.rows;
    });
    sendJson(
      ctx.res,
      200,
      rows.map((r) => ({
        name: r.name,
        id: r.id,
        updated_at: r.updated_at?.toISOString() ?? null,
        created_at: r.created_at?.toISOString() ?? null,
        last_accessed_at: r.last_accessed_at?.toISOString() ?? null,
        metadata: r.metadata ?? null,
      })),
    );
  }

  async function listV2(ctx: Ctx, bucketId: string): Promise<void> {
    const scope = await scopeOf(ctx);
    const options = listV2Options(await readJson(ctx.req));
    sendJson(ctx.res, 200, await db.as(scope, (tx) => listObjectsV2(tx, bucketId, options)));
  }

  async function deleteOne(ctx: Ctx, bucketId: string, name: string): Promise<void> {
    const scope = await scopeOf(ctx);
    assertValidKey(name);
    const removed = await db.as(scope, async (tx) => {
      const { rows } = await tx.query<{ version: string | null }>(
        'delete from storage.objects where bucket_id = $1 and name = $2 returning version',
        [bucketId, name],
      );
      if (!rows[0]) throw ERRORS.noSuchKey();
      return rows[0];
    });
    await files.removeVersion(bucketId, name, removed.version);
    sendJson(ctx.res, 200, { message: 'Successfully deleted' });
  }

  async function deleteMany(ctx: Ctx, bucketId: string): Promise<void> {
    const scope = await scopeOf(ctx);
    const body = await readJson(ctx.req);
    const prefixes = body.prefixes;
    if (prefixes === undefined) throw bodyErrors.required('prefixes');
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string')) {
      throw bodyErrors.type('prefixes', 'array of strings');
    }
    if (prefixes.length < 1) throw ERRORS.invalidRequest('body/prefixes must NOT have fewer than 1 items');
    if (prefixes.length > 1000) throw ERRORS.invalidRequest('body/prefixes must NOT have more than 1000 items');
    // RLS filters silently: what the caller may not delete is simply not in the answer.
    const rows = await db.as(scope, async (tx) => {
      const result = await tx.query<ObjectRow>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucketId, prefixes],
      );
      return result.rows;
    });
    await Promise.all(rows.map((row) => files.removeVersion(row.bucket_id, row.name, row.version)));
    sendJson(ctx.res, 200, rows.map(objectJson));
  }

  function moveCopyBody(body: Record<string, unknown>) {
    const bucketId = requireString(body, 'bucketId');
    const sourceKey = requireString(body, 'sourceKey');
    const destinationKey = requireString(body, 'destinationKey');
    const destinationBucket =
      body.destinationBucket === undefined || body.destinationBucket === null
        ? bucketId
        : requireString(body, 'destinationBucket');
    assertValidKey(sourceKey);
    assertValidKey(destinationKey);
    return { bucketId, sourceKey, destinationKey, destinationBucket };
  }

  async function moveObject(ctx: Ctx): Promise<void> {
    const scope = await scopeOf(ctx);
    const { bucketId, sourceKey, destinationKey, destinationBucket } = moveCopyBody(await readJson(ctx.req));
    if (bucketId === destinationBucket && sourceKey === destinationKey) {
      sendJson(ctx.res, 200, { message: 'Successfully moved' });
      return;
    }
    let linked: { version: string } | undefined;
    let moved: { id: string; version: string | null };
    try {
      moved = await db.tx(async (tx) => {
        await lockKey(tx, destinationBucket, destinationKey);
        const source = await tx.query<{ id: string; version: string | null }>(
          'select id, version from storage.objects where bucket_id = $1 and name = $2 for update',
          [bucketId, sourceKey],
        );
        const row = source.rows[0];
        if (!row) throw ERRORS.noSuchKey();
        const target = await tx.query('select 1 from storage.buckets where id = $1', [destinationBucket]);
        if (target.rowCount === 0) throw ERRORS.noSuchBucket();
        await actAs(tx, scope);
        // UPDATE policies (USING on the old row, WITH CHECK on the new one) decide.
        const updated = await tx.query(
          'update storage.objects set bucket_id = $3, name = $4, last_accessed_at = now() where bucket_id = $1 and name = $2',
          [bucketId, sourceKey, destinationBucket, destinationKey],
        );
        if (updated.rowCount === 0) throw ERRORS.noSuchKey();
        if (row.version) {
          await files.linkVersion(
            { bucket: bucketId, name: sourceKey, version: row.version },
            { bucket: destinationBucket, name: destinationKey, version: row.version },
          );
          linked = { version: row.version };
        }
        return row;
      });
    } catch (error) {
      if (linked) await files.removeVersion(destinationBucket, destinationKey, linked.version);
      throw error;
    }
    await files.removeVersion(bucketId, sourceKey, moved.version);
    sendJson(ctx.res, 200, { message: 'Successfully moved', Id: moved.id, Key: `${destinationBucket}/${destinationKey}` });
  }

  async function copyObject(ctx: Ctx): Promise<void> {
    const scope = await scopeOf(ctx);
    const { bucketId, sourceKey, destinationKey, destinationBucket } = moveCopyBody(await readJson(ctx.req));
    const newVersion = randomUUID();
    const newId = randomUUID();
    let linked = false;
    try {
      await db.tx(async (tx) => {
        await lockKey(tx, destinationBucket, destinationKey);
        const target = await tx.query('select 1 from storage.buckets where id = $1', [destinationBucket]);
        if (target.rowCount === 0) throw ERRORS.noSuchBucket();
        await actAs(tx, scope);
        // The caller must be able to read the source (SELECT policies) and insert the copy.
        const source = await findObject(tx, bucketId, sourceKey);
        if (!source.version) throw ERRORS.noSuchKey();
        const sub = scope.caller.sub;
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
           values ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [newId, destinationBucket, destinationKey, isUuid(sub) ? sub : null, sub ?? null, newVersion, source.metadata, source.user_metadata],
        );
        await files.linkVersion(
          { bucket: bucketId, name: sourceKey, version: source.version },
          { bucket: destinationBucket, name: destinationKey, version: newVersion },
        );
        linked = true;
      });
    } catch (error) {
      if (linked) await files.removeVersion(destinationBucket, destinationKey, newVersion);
      throw error;
    }
    sendJson(ctx.res, 200, { Id: newId, Key: `${destinationBucket}/${destinationKey}` });
  }

  // ---------------------------------------------------------------- routing

  async function route(ctx: Ctx): Promise<void> {
    const segments = ctx.path.split('/').slice(1).map(decodeSegment);
    const [area, ...rest] = segments;
    const { method } = ctx;
    const isGet = method === 'GET' || method === 'HEAD';

    if (area === 'status' && rest.length === 0 && isGet) {
      sendJson(ctx.res, 200, { status: 'ok', url: publicUrl });
      return;
    }

    if (area === 'bucket') {
      const [id, action, ...extra] = rest;
      if (extra.length === 0) {
        if (id === undefined || id === '') {
          if (method === 'GET') return listBuckets(ctx);
          if (method === 'POST') return createBucket(ctx);
        } else if (action === undefined) {
          if (method === 'GET') return getBucket(ctx, id);
          if (method === 'PUT') return updateBucket(ctx, id);
          if (method === 'DELETE') return deleteBucket(ctx, id);
        } else if (action === 'empty' && method === 'POST') {
          return emptyBucket(ctx, id);
        }
      }
    }

    if (area === 'object' && rest.length > 0) {
      const [first, second, ...tail] = rest;
      if (method === 'POST' && rest.length === 1 && first === 'move') return moveObject(ctx);
      if (method === 'POST' && rest.length === 1 && first === 'copy') return copyObject(ctx);
      if (first === 'list' && second !== undefined && tail.length === 0 && method === 'POST') return listObjects(ctx, second);
      if (first === 'list-v2' && second !== undefined && tail.length === 0 && method === 'POST') return listV2(ctx, second);
      if (first === 'sign' && second !== undefined) {
        if (tail.length === 0 && method === 'POST') return signMany(ctx, second);
        if (tail.length > 0 && method === 'POST') return signOne(ctx, second, objectPath(tail));
        if (tail.length > 0 && isGet) return downloadSigned(ctx, second, objectPath(tail));
      }
      if (first === 'upload' && second === 'sign' && tail.length >= 2) {
        const [bucketId, ...key] = tail as [string, ...string[]];
        if (method === 'POST') return createSignedUploadUrl(ctx, bucketId, objectPath(key));
        if (method === 'PUT') return uploadToSignedUrl(ctx, bucketId, objectPath(key));
      }
      if (first === 'info' && second !== undefined) {
        if ((second === 'public' || second === 'authenticated') && tail.length >= 2 && isGet) {
          const [bucketId, ...key] = tail as [string, ...string[]];
          return info(ctx, bucketId, objectPath(key), second);
        }
        if (tail.length >= 1 && isGet) return info(ctx, second, objectPath(tail), 'authenticated');
      }
      if (first === 'public' && second !== undefined && tail.length > 0 && isGet) {
        return downloadPublic(ctx, second, objectPath(tail));
      }
      if (first === 'authenticated' && second !== undefined && tail.length > 0 && isGet) {
        return downloadAuthenticated(ctx, second, objectPath(tail));
      }
      // A reserved first segment never names a bucket: a malformed route must not upload or download.
      if (first !== undefined && RESERVED_SEGMENTS.has(first)) throw ERRORS.routeNotFound(method, ctx.path);
      if (first !== undefined && second === undefined && method === 'DELETE') return deleteMany(ctx, first);
      if (first !== undefined && second !== undefined) {
        const key = objectPath([second, ...tail]);
        if (isGet) return downloadAuthenticated(ctx, first, key);
        if (method === 'POST') return uploadAsCaller(ctx, first, key, headerFlag(ctx.req, 'x-upsert') ? 'upsert' : 'create');
        if (method === 'PUT') return uploadAsCaller(ctx, first, key, 'update');
        if (method === 'DELETE') return deleteOne(ctx, first, key);
      }
    }

    // Image transformations are not implemented locally: the original image is served unchanged.
    if (area === 'render' && rest[0] === 'image' && isGet) {
      const [, access, bucketId, ...key] = rest;
      if (bucketId !== undefined && key.length > 0) {
        if (access === 'public') return downloadPublic(ctx, bucketId, objectPath(key));
        if (access === 'authenticated') return downloadAuthenticated(ctx, bucketId, objectPath(key));
        if (access === 'sign') return downloadSigned(ctx, bucketId, objectPath(key));
      }
    }

    throw ERRORS.routeNotFound(method, ctx.path);
  }

  function objectPath(parts: string[]): string {
    return parts.join('/');
  }

  const server = createServer((req, res) => {
    const method = (req.method ?? 'GET').toUpperCase();
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    let path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const query = new URLSearchParams(queryAt === -1 ? '' : rawUrl.slice(queryAt + 1));
    // Tolerate being called without the gateway (prefix still present).
    if (path === '/storage/v1' || path.startsWith('/storage/v1/')) path = path.slice('/storage/v1'.length) || '/';
    if (method === 'OPTIONS') {
      // CORS is answered by the gateway; a preflight that reaches us gets an empty success.
      res.writeHead(204);
      res.end();
      return;
    }
    const ctx: Ctx = { req, res, method, path, query };
    route(ctx).catch((error: unknown) => {
      const storageError = toStorageError(error);
      if (storageError.httpStatus >= 500) {
        console.error(`[storage] ${method} ${path} failed:`, error);
      }
      sendError(res, storageError);
    });
  });
  server.keepAliveTimeout = 5_000;
  // Uploads can be long; the gateway enforces its own limits.
  server.requestTimeout = 0;

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolveListen();
    });
  });
  const { port } = server.address() as AddressInfo;

  let closing: Promise<void> | undefined;
  return {
    port,
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolveClose) => {
          server.close(() => resolveClose());
          server.closeIdleConnections();
          // Give in-flight requests a moment, then cut the rest (downloads held open by a browser).
          setTimeout(() => server.closeAllConnections(), 2_000).unref();
        });
        await db.close();
      })();
      return closing;
    },
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw ERRORS.invalidKey(segment);
  }
}

function headerFlag(req: IncomingMessage, name: string): boolean {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.toLowerCase() === 'true';
}

function optionalBoolean(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw bodyErrors.type(field, 'boolean');
  return value;
}

function intParam(query: URLSearchParams, name: string, min: number): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw ERRORS.invalidRequest(`querystring/${name} must be an integer >= ${min}`);
  return value;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
