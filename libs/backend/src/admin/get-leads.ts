import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';

/**
 * The lead tables the panel lists, with the columns a search looks in and the columns it may sort
 * by. The database decides who reads them: admins see every row, anyone else none (RLS).
 */
export const LEAD_TABLES = {
  contact_messages: { search: ['nombre', 'empresa', 'email', 'telefono', 'puesto', 'mensaje'], sort: ['created_at', 'nombre', 'empresa', 'email'] },
  manifesto_downloads: { search: ['nombre', 'email', 'empresa', 'puesto'], sort: ['created_at', 'nombre', 'empresa', 'email'] },
  product_sheet_requests: {
    search: ['nombre', 'email', 'telefono', 'empresa', 'puesto', 'necesidades_especificas'],
    sort: ['created_at', 'nombre', 'empresa', 'email'],
  },
  press_contacts: { search: ['nombre', 'medio', 'email', 'telefono', 'mensaje'], sort: ['created_at', 'nombre', 'medio', 'email'] },
  blog_subscribers: { search: ['email'], sort: ['created_at', 'email'] },
  music_downloads: { search: ['nombre', 'email', 'empresa'], sort: ['created_at', 'nombre', 'empresa', 'email'] },
} as const satisfies Record<string, { search: readonly string[]; sort: readonly string[] }>;

export type LeadTable = keyof typeof LEAD_TABLES;
export type LeadRow<T extends LeadTable> = Tables<T>;
export type LeadSortColumn<T extends LeadTable> = (typeof LEAD_TABLES)[T]['sort'][number];

export interface LeadsQuery<T extends LeadTable> {
  /** Case-insensitive text looked for in every searchable column. */
  search?: string;
  sort?: { column: LeadSortColumn<T>; ascending: boolean };
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface LeadsPage<T extends LeadTable> {
  rows: LeadRow<T>[];
  total: number;
}

/** PostgREST's answer to a range past the last row. */
const PAGE_OUT_OF_RANGE = 'PGRST103';

/** Characters that would break out of a PostgREST `or=(…)` value or act as wildcards. */
const FILTER_SYNTAX = /["\\*%,()]/g;

/** One page of a lead table, newest first unless told otherwise (ties broken by id, so pages never overlap). */
export async function getLeads<T extends LeadTable>(client: Backend, table: T, query: LeadsQuery<T>): Promise<LeadsPage<T>> {
  const { search: searchable } = LEAD_TABLES[table];
  const sort = query.sort ?? { column: 'created_at', ascending: false };
  const from = (Math.max(1, query.page) - 1) * query.pageSize;

  const text = query.search?.replace(FILTER_SYNTAX, ' ').trim().replace(/\s+/g, ' ');
  const matching = (head: boolean) => {
    const request = client.from(table as LeadTable).select('*', { count: 'exact', head });
    return text ? request.or(searchable.map((column) => `${column}.ilike."*${text}*"`).join(',')) : request;
  };

  const { data, error, count } = await matching(false)
    .order(sort.column, { ascending: sort.ascending })
    .order('id', { ascending: true })
    .range(from, from + query.pageSize - 1);
  if (error?.code === PAGE_OUT_OF_RANGE) {
    // Past the last page (rows were deleted, or a hand-written URL): no rows, but the real total.
    const counted = await matching(true);
    if (counted.error) throw counted.error;
    return { rows: [], total: counted.count ?? 0 };
  }
  if (error) throw error;
  return { rows: (data ?? []) as LeadRow<T>[], total: count ?? 0 };
}
