import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';

/** Tables and views the panel lists a page at a time. */
export type ListedTable =
  | 'contact_messages'
  | 'manifesto_downloads'
  | 'product_sheet_requests'
  | 'press_contacts'
  | 'blog_subscribers'
  | 'music_downloads'
  | 'admin_inbox'
  | 'orders'
  | 'products'
  | 'press_resources'
  | 'songs'
  | 'security_events';

/** A PostgREST filter (`column=operator.value`), e.g. `{ column: 'kind', operator: 'eq', value: 'prensa' }`. */
export interface ListFilter {
  column: string;
  operator: 'eq' | 'neq' | 'gte' | 'lte' | 'gt' | 'lt' | 'is' | 'not.is' | 'in';
  value: string;
}

export interface PageQuery {
  /** Case-insensitive text looked for in every searchable column. */
  search?: string;
  /** Every filter must hold. */
  filters?: ListFilter[];
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
 * order are broken by id, so pages never overlap. `columns` may embed related rows
 * (`*, order_items(*)`); the caller names the row type it then gets.
 */
export async function fetchPage<T extends ListedTable, Row = Tables<T>>(
  client: Backend,
  table: T,
  searchable: readonly string[],
  query: PageQuery,
  columns = '*',
): Promise<Page<Row>> {
  const from = (Math.max(1, query.page) - 1) * query.pageSize;
  const text = query.search?.replace(FILTER_SYNTAX, ' ').trim().replace(/\s+/g, ' ');
  const matching = (head: boolean) => {
    // One relation's builder types every listed one alike: rows are typed by the caller.
    let request = client.from(table as 'products').select(head ? 'id' : columns, { count: 'exact', head });
    for (const { column, operator, value } of query.filters ?? []) request = request.filter(column, operator, value);
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
  return { rows: (data ?? []) as Row[], total: count ?? 0 };
}
