import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';
import type { LeadTable } from './get-leads.ts';

/** Tables the panel lists a page at a time. */
export type ListedTable = LeadTable | 'products';

export interface PageQuery {
  /** Case-insensitive text looked for in every searchable column. */
  search?: string;
  sort: { column: string; ascending: boolean };
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** PostgREST's answer to a range past the last row. */
const PAGE_OUT_OF_RANGE = 'PGRST103';

/** Characters that would break out of a PostgREST `or=(…)` value or act as wildcards. */
const FILTER_SYNTAX = /["\\*%,()]/g;

/**
 * One page of `table` with its total, as the signed-in user may read it (RLS decides). Ties in the
 * order are broken by id, so pages never overlap.
 */
export async function fetchPage<T extends ListedTable>(
  client: Backend,
  table: T,
  searchable: readonly string[],
  query: PageQuery,
): Promise<Page<Tables<T>>> {
  const from = (Math.max(1, query.page) - 1) * query.pageSize;
  const text = query.search?.replace(FILTER_SYNTAX, ' ').trim().replace(/\s+/g, ' ');
  const matching = (head: boolean) => {
    const request = client.from(table as ListedTable).select('*', { count: 'exact', head });
    return text ? request.or(searchable.map((column) => `${column}.ilike."*${text}*"`).join(',')) : request;
  };

  const { data, error, count } = await matching(false)
    .order(query.sort.column, { ascending: query.sort.ascending })
    .order('id', { ascending: true })
    .range(from, from + query.pageSize - 1);
  if (error?.code === PAGE_OUT_OF_RANGE) {
    // Past the last page (rows were deleted, or a hand-written URL): no rows, but the real total.
    const counted = await matching(true);
    if (counted.error) throw counted.error;
    return { rows: [], total: counted.count ?? 0 };
  }
  if (error) throw error;
  return { rows: (data ?? []) as Tables<T>[], total: count ?? 0 };
}
