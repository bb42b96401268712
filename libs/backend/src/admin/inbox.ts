import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { fetchPage, type ListFilter, type Page } from './list-page.ts';

/** The kinds of lead the inbox gathers, by the value of admin_inbox.kind, with the table each lives in. */
export const LEAD_KINDS = {
  contacto: { label: 'Contacto', table: 'contact_messages' },
  ficha: { label: 'Ficha de producto', table: 'product_sheet_requests' },
  manifiesto: { label: 'Manifiesto', table: 'manifesto_downloads' },
  prensa: { label: 'Prensa', table: 'press_contacts' },
  musica: { label: 'Descarga de música', table: 'music_downloads' },
  suscriptor: { label: 'Suscriptor del blog', table: 'blog_subscribers' },
} as const;

export type LeadKind = keyof typeof LEAD_KINDS;
export const isLeadKind = (value: unknown): value is LeadKind => typeof value === 'string' && value in LEAD_KINDS;

export type InboxRow = Omit<Tables<'admin_inbox'>, 'kind' | 'id' | 'created_at' | 'email' | 'received_on'> & {
  kind: LeadKind;
  id: string;
  created_at: string;
  email: string;
  received_on: string;
};

export type InboxState = 'pendientes' | 'gestionados' | 'todos';
export type InboxSortColumn = 'created_at' | 'nombre' | 'email' | 'empresa';

export interface InboxQuery {
  search?: string;
  kind?: LeadKind;
  /** Arrival days (YYYY-MM-DD, Europe/Madrid), both included. */
  from?: string;
  to?: string;
  state?: InboxState;
  sort?: { column: InboxSortColumn; ascending: boolean };
  page: number;
  pageSize: number;
}

const SEARCHABLE = ['nombre', 'email', 'empresa', 'telefono', 'detalle', 'mensaje'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function inboxFilters(query: Omit<InboxQuery, 'page' | 'pageSize'>): ListFilter[] {
  const filters: ListFilter[] = [];
  if (query.kind) filters.push({ column: 'kind', operator: 'eq', value: query.kind });
  if (query.from && DAY.test(query.from)) filters.push({ column: 'received_on', operator: 'gte', value: query.from });
  if (query.to && DAY.test(query.to)) filters.push({ column: 'received_on', operator: 'lte', value: query.to });
  if (query.state === 'pendientes') filters.push({ column: 'handled_at', operator: 'is', value: 'null' });
  if (query.state === 'gestionados') filters.push({ column: 'handled_at', operator: 'not.is', value: 'null' });
  return filters;
}

/** One page of every lead of the site, newest first unless told otherwise (admins only: RLS). */
export function getInbox(client: Backend, query: InboxQuery): Promise<Page<InboxRow>> {
  return fetchPage<'admin_inbox', InboxRow>(client, 'admin_inbox', SEARCHABLE, {
    search: query.search,
    filters: inboxFilters(query),
    sort: query.sort ?? { column: 'created_at', ascending: false },
    page: query.page,
    pageSize: query.pageSize,
  });
}

/** Rows fetched per request while exporting (PostgREST's usual max-rows). */
const EXPORT_BATCH = 1000;

/** Every lead matching the filters (no paging), in the list's order: what the CSV export writes. */
export async function getAllInbox(client: Backend, query: Omit<InboxQuery, 'page' | 'pageSize'>): Promise<InboxRow[]> {
  const rows: InboxRow[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await getInbox(client, { ...query, page, pageSize: EXPORT_BATCH });
    rows.push(...batch.rows);
    if (batch.rows.length < EXPORT_BATCH || rows.length >= batch.total) return rows;
  }
}

export class LeadNotUpdatedError extends Error {
  constructor() {
    super('No se pudo actualizar el registro: no existe o no tienes permiso para cambiarlo.');
  }
}

/**
 * Marks one lead handled (now) or pending again. Refused rows are not an error in PostgREST (RLS
 * simply updates nothing), so the answer is checked for the row.
 */
export async function setLeadHandled(client: Backend, kind: LeadKind, id: string, handled: boolean): Promise<string | null> {
  const handledAt = handled ? new Date().toISOString() : null;
  const { data, error } = await client
    .from(LEAD_KINDS[kind].table)
    .update({ handled_at: handledAt })
    .eq('id', id)
    .select('handled_at');
  if (error) throw error;
  if (!data?.length) throw new LeadNotUpdatedError();
  return data[0]?.handled_at ?? null;
}

/**
 * Marks the chosen leads handled now, one update per table; those already handled keep their date.
 * Answers how many changed (rows RLS refuses change nothing and are not counted).
 */
export async function markLeadsHandled(client: Backend, leads: ReadonlyArray<{ kind: LeadKind; id: string }>): Promise<number> {
  const handledAt = new Date().toISOString();
  let changed = 0;
  for (const kind of Object.keys(LEAD_KINDS) as LeadKind[]) {
    const ids = leads.filter((lead) => lead.kind === kind).map((lead) => lead.id);
    if (ids.length === 0) continue;
    const { data, error } = await client.from(LEAD_KINDS[kind].table).update({ handled_at: handledAt }).in('id', ids).is('handled_at', null).select('id');
    if (error) throw error;
    changed += data?.length ?? 0;
  }
  return changed;
}
