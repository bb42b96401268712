import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { fetchPage, type Page, type PageQuery } from './list-page.ts';

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

export interface LeadsQuery<T extends LeadTable> extends Omit<PageQuery, 'sort'> {
  sort?: { column: LeadSortColumn<T>; ascending: boolean };
}

export type LeadsPage<T extends LeadTable> = Page<LeadRow<T>>;

/** One page of a lead table, newest first unless told otherwise. */
export function getLeads<T extends LeadTable>(client: Backend, table: T, query: LeadsQuery<T>): Promise<LeadsPage<T>> {
  return fetchPage(client, table, LEAD_TABLES[table].search, { ...query, sort: query.sort ?? { column: 'created_at', ascending: false } });
}
