import { getSupabase } from '@pitwall/backend';
import { getOrders, isOrderStatus, ORDER_STATUSES, type OrderSortColumn, type OrderStatus } from '@pitwall/backend/admin';
import { Badge, formatEuros, useAsyncResource } from '@pitwall/ui';
import styled from 'styled-components';
import { Card } from '../../ui/Card.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { FilterSelect, LIST_PAGE_SIZE, ListToolbar, Toolbar, useListParams } from '../../ui/ListControls.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { Table } from '../../ui/Table.tsx';

const SORTS = [
  { id: 'recientes', label: 'Más recientes', column: 'created_at', ascending: false },
  { id: 'antiguos', label: 'Más antiguos', column: 'created_at', ascending: true },
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

const OrdersTable = styled(Table)`
  min-width: 52rem;
  td { overflow-wrap: anywhere; }
  td:first-child { white-space: nowrap; }
  td small { display: block; color: ${({ theme }) => theme.colors.inkSoft}; }
  td.number { white-space: nowrap; text-align: right; }
  ul { margin: 0; padding-left: 1.1em; }
`;

/** Every order with its status, lines, totals and customer; filter by status. */
export default function OrdersSection() {
  const { params, search, sort, page, update } = useListParams(SORTS);
  const statusParam = params.get('estado');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const orders = useAsyncResource(
    () => getOrders(getSupabase(), { search, status, sort, page, pageSize: LIST_PAGE_SIZE }),
    `${search}|${status}|${sort.id}|${page}`,
  );

  return (
    <Card title="Pedidos" description="Los pedidos de la tienda con su estado de pago, sus líneas y el cliente.">
      <ListToolbar label="pedidos" placeholder="Email del cliente o id de la sesión de pago…" search={search} sorts={SORTS} sort={sort} update={update} />
      <Toolbar role="group" aria-label="Filtros">
        <FilterSelect
          label="Estado"
          value={status ?? ''}
          anyLabel="Todos los estados"
          options={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value].label }))}
          onChange={(value) => update({ estado: value || null, pagina: null })}
        />
      </Toolbar>

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
          <OrdersTable>
            <thead>
              <tr>
                <th scope="col">Fecha</th>
                <th scope="col">Cliente</th>
                <th scope="col">Estado</th>
                <th scope="col">Líneas</th>
                <th scope="col">Subtotal</th>
                <th scope="col">Envío</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((order) => (
                <tr key={order.id}>
                  <td>
                    {formatReceived(order.created_at)}
                    <small>Nº {order.id.slice(0, 8)}</small>
                  </td>
                  <td>{order.email}</td>
                  <td>
                    <Badge $tone={ORDER_STATUS_LABELS[order.status].tone}>{ORDER_STATUS_LABELS[order.status].label}</Badge>
                    {order.paid_at && <small>Pagado el {formatReceived(order.paid_at)}</small>}
                    {order.failure_reason && <small>{order.failure_reason}</small>}
                  </td>
                  <td>
                    <ul>
                      {order.order_items.map((line) => (
                        <li key={line.id}>
                          {line.quantity} × {line.product_title}
                          {line.variant_name && ` (${line.variant_name})`} — {euros(line.line_total_cents ?? line.unit_price_cents * line.quantity)}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className="number">{euros(order.subtotal_cents)}</td>
                  <td className="number">{euros(order.shipping_cents)}</td>
                  <td className="number">
                    <strong>{euros(order.total_cents ?? order.subtotal_cents + order.shipping_cents)}</strong>
                  </td>
                </tr>
              ))}
            </tbody>
          </OrdersTable>
        )}
      </PagedList>
    </Card>
  );
}
