import type { Backend } from '../client.ts';
import type { Enums, Tables } from '../database.types.ts';
import { fetchPage, type ListFilter, type Page } from './list-page.ts';

export type OrderStatus = Enums<'order_status'>;
export const ORDER_STATUSES = ['pending', 'paid', 'canceled', 'failed'] as const satisfies readonly OrderStatus[];
export const isOrderStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

export type AdminOrderLine = Pick<Tables<'order_items'>, 'id' | 'product_title' | 'variant_name' | 'quantity' | 'unit_price_cents' | 'line_total_cents'>;
export type AdminOrder = Tables<'orders'> & { order_items: AdminOrderLine[] };
export type OrderSortColumn = 'created_at' | 'number' | 'total_cents' | 'email' | 'status';

export interface OrdersQuery {
  /** Looks in the order number (PW-000123, or just 123), the customer's e-mail and the payment session. */
  search?: string;
  status?: OrderStatus;
  sort?: { column: OrderSortColumn; ascending: boolean };
  page: number;
  pageSize: number;
}

const WITH_LINES = '*, order_items(id, product_title, variant_name, quantity, unit_price_cents, line_total_cents)';

/** One page of orders with their lines, newest first unless told otherwise (admins read all: RLS). */
export function getOrders(client: Backend, query: OrdersQuery): Promise<Page<AdminOrder>> {
  const filters: ListFilter[] = query.status ? [{ column: 'status', operator: 'eq', value: query.status }] : [];
  return fetchPage<'orders', AdminOrder>(
    client,
    'orders',
    ['reference', 'email', 'payment_session_id'],
    { search: query.search, filters, sort: query.sort ?? { column: 'created_at', ascending: false }, page: query.page, pageSize: query.pageSize },
    WITH_LINES,
  );
}
