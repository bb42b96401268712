/**
 * `POST /object/list-v2/{bucket}` (storage-js `listV2`): keys under a prefix, page by page with an
 * opaque cursor, optionally folded into folders at the next `/` (with_delimiter). Runs as the
 * caller, so the RLS policies decide which objects exist for them. Shapes as supabase/storage's
 * listObjectsV2: full keys as names, folders ending in `/`, `hasNext` and `nextCursor`.
 */
import { ERRORS } from './errors.ts';
import { bodyErrors, optionalInteger } from './http.ts';
import type { Tx } from './db.ts';

const MAX_KEYS = 1000;
const SORT_COLUMNS = ['name', 'updated_at', 'created_at'] as const;
type SortColumn = (typeof SORT_COLUMNS)[number];

interface Cursor {
  startAfter: string;
  order: 'asc' | 'desc';
  column?: SortColumn;
  /** The sort column's value of the last entry (a timestamp) when sorting by a date. */
  after?: string;
}

interface Row {
  id: string;
  name: string;
  metadata: unknown;
  updated_at: Date;
  created_at: Date;
  last_accessed_at: Date | null;
}

type Entry = Row | { id: null; name: string };

// Upstream's continuation token: base64 of "l:<last key>\no:<order>\nc:<column>\na:<after>".
const CURSOR_PARTS: [string, keyof Cursor][] = [
  ['l', 'startAfter'],
  ['o', 'order'],
  ['c', 'column'],
  ['a', 'after'],
];

function encodeCursor(cursor: Cursor): string {
  const lines = CURSOR_PARTS.filter(([, field]) => cursor[field]).map(([k, field]) => `${k}:${cursor[field]}`);
  return Buffer.from(lines.join('\n')).toString('base64');
}

function decodeCursor(token: string): Cursor {
  const cursor: Cursor = { startAfter: '', order: 'asc' };
  for (const line of Buffer.from(token, 'base64').toString().split('\n')) {
    const match = /^(\S):(.*)$/.exec(line);
    const field = CURSOR_PARTS.find(([k]) => k === match?.[1])?.[1];
    if (!match || !field) throw ERRORS.invalidRequest('Invalid Parameter continuation token');
    (cursor as unknown as Record<string, string>)[field] = match[2] as string;
  }
  if (cursor.order !== 'asc' && cursor.order !== 'desc') throw ERRORS.invalidRequest('Invalid Parameter continuation token');
  if (cursor.column !== undefined && !SORT_COLUMNS.includes(cursor.column)) {
    throw ERRORS.invalidRequest('Invalid Parameter continuation token');
  }
  return cursor;
}

interface ListV2Options {
  prefix: string;
  limit: number;
  delimiter: boolean;
  cursor?: Cursor;
  order: 'asc' | 'desc';
  column?: SortColumn;
}

/** Validates the body as storage's JSON schema does. */
export function listV2Options(body: Record<string, unknown>): ListV2Options {
  const prefix = body.prefix ?? '';
  if (typeof prefix !== 'string') throw bodyErrors.type('prefix', 'string');
  const limit = Math.min(optionalInteger(body, 'limit', 1) ?? MAX_KEYS, MAX_KEYS);
  const delimiter = body.with_delimiter ?? false;
  if (typeof delimiter !== 'boolean') throw bodyErrors.type('with_delimiter', 'boolean');
  if (body.cursor !== undefined && typeof body.cursor !== 'string') throw bodyErrors.type('cursor', 'string');
  let order: 'asc' | 'desc' = 'asc';
  let column: SortColumn | undefined;
  if (body.sortBy !== undefined) {
    const sortBy = body.sortBy as Record<string, unknown>;
    if (typeof sortBy !== 'object' || sortBy === null || Array.isArray(sortBy)) throw bodyErrors.type('sortBy', 'object');
    if (!SORT_COLUMNS.includes(sortBy.column as SortColumn)) {
      throw ERRORS.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
    }
    column = sortBy.column as SortColumn;
    if (sortBy.order !== undefined) {
      if (sortBy.order !== 'asc' && sortBy.order !== 'desc') {
        throw ERRORS.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
      }
      order = sortBy.order;
    }
  }
  const cursor = typeof body.cursor === 'string' && body.cursor !== '' ? decodeCursor(body.cursor) : undefined;
  return { prefix, limit, delimiter, cursor, order: cursor?.order ?? order, column: cursor?.column ?? column };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Rows of the bucket under the prefix after the cursor (SQL paging), in the listing's order. */
async function rowsAfter(tx: Tx, bucketId: string, options: ListV2Options, max: number): Promise<Row[]> {
  const { prefix, cursor, order } = options;
  const column = options.column === 'name' ? undefined : options.column;
  const values: unknown[] = [bucketId];
  const conditions = ['bucket_id = $1'];
  if (prefix !== '') {
    values.push(`${escapeLike(prefix)}%`);
    conditions.push(`name like $${values.length}`);
  }
  const operator = order === 'asc' ? '>' : '<';
  if (cursor?.startAfter) {
    values.push(cursor.startAfter);
    const last = `$${values.length}`;
    if (column && cursor.after) {
      values.push(cursor.after);
      conditions.push(`row(date_trunc('milliseconds', ${column}), name collate "C") ${operator} row($${values.length}::timestamptz, ${last})`);
    } else {
      conditions.push(`name collate "C" ${operator} ${last}`);
    }
  }
  values.push(max);
  const { rows } = await tx.query<Row>(
    `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
     where ${conditions.join(' and ')}
     order by ${column ? `${column} ${order}, ` : ''}name collate "C" ${order}
     limit $${values.length}`,
    values,
  );
  return rows;
}

/** Folds keys below the next `/` after the prefix into one folder entry each. */
function fold(rows: Row[], prefix: string): Entry[] {
  const entries: Entry[] = [];
  const folders = new Set<string>();
  for (const row of rows) {
    const slash = row.name.slice(prefix.length).indexOf('/');
    if (slash < 0) {
      entries.push(row);
      continue;
    }
    const folder = row.name.slice(0, prefix.length + slash + 1);
    if (!folders.has(folder)) entries.push({ id: null, name: folder });
    folders.add(folder);
  }
  return entries;
}

/** Sort key of an entry: the date column (ms, ISO; folders have none) then the key. */
function sortKey(entry: Entry, column: SortColumn | undefined): [string, string] {
  const date = column && column !== 'name' && entry.id !== null ? entry[column].toISOString() : '';
  return [date, entry.name];
}

function compareKeys(a: [string, string], b: [string, string]): number {
  if (a[0] !== b[0]) return a[0] < b[0] ? -1 : 1;
  return a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
}

/** A folded listing needs every key under the prefix: folded, ordered, then cut at the cursor. */
async function foldedEntries(tx: Tx, bucketId: string, options: ListV2Options): Promise<Entry[]> {
  const values: unknown[] = [bucketId];
  let where = 'bucket_id = $1';
  if (options.prefix !== '') {
    values.push(`${escapeLike(options.prefix)}%`);
    where += ' and name like $2';
  }
  const { rows } = await tx.query<Row>(
    `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects where ${where}`,
    values,
  );
  const direction = options.order === 'asc' ? 1 : -1;
  const entries = fold(rows, options.prefix).sort(
    (a, b) => direction * compareKeys(sortKey(a, options.column), sortKey(b, options.column)),
  );
  const cursor = options.cursor;
  if (!cursor?.startAfter) return entries;
  const after: [string, string] = [cursor.after ?? '', cursor.startAfter];
  return entries.filter((entry) => direction * compareKeys(sortKey(entry, options.column), after) > 0);
}

export async function listObjectsV2(tx: Tx, bucketId: string, options: ListV2Options): Promise<Record<string, unknown>> {
  const { limit } = options;
  // A flat page needs one more row than it shows, to know whether another page follows.
  const entries = options.delimiter ? await foldedEntries(tx, bucketId, options) : await rowsAfter(tx, bucketId, options, limit + 1);
  const hasNext = entries.length > limit;
  const page = entries.slice(0, limit);
  // A folder's key is its path without the closing "/" (its name keeps it), as upstream.
  const folders = page
    .filter((e) => e.id === null)
    .map((e) => ({ id: null, key: e.name.slice(0, -1), name: e.name, bucket_id: bucketId }));
  const objects = page
    .filter((e): e is Row => e.id !== null)
    .map((row) => ({
      id: row.id,
      key: row.name,
      name: row.name,
      metadata: row.metadata,
      updated_at: row.updated_at.toISOString(),
      created_at: row.created_at.toISOString(),
      last_accessed_at: row.last_accessed_at?.toISOString() ?? null,
    }));
  const last = page[page.length - 1];
  const { column } = options;
  const nextCursor =
    hasNext && last
      ? encodeCursor({
          startAfter: last.name,
          order: options.order,
          column,
          after: column && column !== 'name' && last.id !== null ? last[column].toISOString() : undefined,
        })
      : undefined;
  return { hasNext, ...(nextCursor ? { nextCursor, nextCursorKey: last?.name } : {}), folders, objects };
}
