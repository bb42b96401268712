import { getSupabase } from '@pitwall/backend';
import { getOrders, isOrderStatus, ORDER_STATUSES, type AdminOrderLine, type OrderSortColumn, type OrderStatus } from '@pitwall/backend/admin';
import { Badge, formatEuros, useAsyncResource } from '@pitwall/ui';
import { Card } from '../../ui/Card.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { FilterSelect, LIST_PAGE_SIZE, ListToolbar, useListParams } from '../../ui/ListControls.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { IndexTable } from '../../ui/Table.tsx';

const SORTS = [
  { id: 'recientes', label: 'Más recientes', column: 'created_at', ascending: false },
  { id: 'antiguos', label: 'Más antiguos', column: 'created_at', ascending: true },
  { id: 'numero', label: 'Nº de pedido (mayor primero)', column: 'number', ascending: false },
  { id: 'importe', label: 'Importe (mayor primero)', column: 'total_cents', ascending: false },
  { id: 'email', label: 'Cliente (A-Z)', column: 'email', ascending: true },
] as const satisfies readonly { id: string; label: string; column: OrderSortColumn; ascending: boolean }[];

export const ORDER_STATUS_LABELS: Record<OrderStatus, { label: string; tone: 'accent' | 'neutral' | 'danger' | 'success' }> = {
  pending: { label: 'Pendiente de pago', tone: 'accent' },
  paid: { label: 'Pagado', tone: 'success' },
  canceled: { label: 'Cancelado', tone: 'neutral' },
  failed: { label: 'Fallido', tone: 'danger' },
};

const euros = (cents: number) => formatEuros(cents / 100);

/** '2 × Camiseta Pitwall Racing (Talla M)': what to pick from the shelf. */
const lineText = (line: AdminOrderLine) => `${line.quantity} × ${line.product_title}${line.variant_name ? ` (${line.variant_name})` : ''}`;

/** Every order with its number, status, lines (with their variant) and total; search by number or customer, filter by status. */
export default function OrdersSection() {
  const { params, search, sort, page, update } = useListParams(SORTS);
  const statusParam = params.get('estado');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const orders = useAsyncResource(
    () => getOrders(getSupabase(), { search, status, sort, page, pageSize: LIST_PAGE_SIZE }),
    `${search}|${status}|${sort.id}|${page}`,
  );

  return (
    <Card
      title="Pedidos"
      description="Número, cliente, pago y artículos de cada pedido."
      tools={
        <ListToolbar label="pedidos" placeholder="PW-000123, email del cliente…" search={search} sorts={SORTS} sort={sort} update={update}>
          <FilterSelect
            label="Estado"
            value={status ?? ''}
            anyLabel="Todos los estados"
            options={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value].label }))}
            onChange={(value) => update({ estado: value || null, pagina: null })}
          />
        </ListToolbar>
      }
    >
      <PagedList
        resource={orders}
        page={page}
        search={search}
        narrowed={Boolean(status)}
        noun={['pedido', 'pedidos']}
        title="Pedidos"
        loading="Cargando pedidos…"
        failed="No se pudieron cargar los pedidos"
        empty="Todavía no hay pedidos."
        update={update}
      >
        {(rows) => (
          <IndexTable $widths={{ 0: '8rem', 1: '10.5rem', 3: '9.5rem', 5: '7rem' }}>
            <thead>
              <tr>
                <th scope="col">Pedido</th>
                <th scope="col">Fecha</th>
                <th scope="col">Cliente</th>
                <th scope="col">Estado</th>
                <th scope="col">Artículos</th>
                <th scope="col" className="number">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((order) => {
                const lines = order.order_items.map(lineText).join(' · ');
                const state = ORDER_STATUS_LABELS[order.status];
                return (
                  <tr key={order.id}>
                    <td>
                      <strong>{order.reference}</strong>
                    </td>
                    <td>{formatReceived(order.created_at)}</td>
                    <td data-narrow="full" title={order.email}>{order.email}</td>
                    <td title={order.failure_reason ?? undefined}>
                      <Badge $tone={state.tone}>{state.label}</Badge>
                    </td>
                    <td data-narrow="full" title={lines} tabIndex={0}>
                      {lines}
                    </td>
                    <td className="number" title={order.shipping_cents > 0 ? `Envío: ${euros(order.shipping_cents)}` : undefined}>
                      <strong>{euros(order.total_cents ?? order.subtotal_cents + order.shipping_cents)}</strong>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </IndexTable>
        )}
      </PagedList>
    </Card>
  );
}
