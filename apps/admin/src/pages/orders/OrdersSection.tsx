import { getSupabase } from '@pitwall/backend';
import { getOrders, isOrderStatus, ORDER_STATUSES, type AdminOrderLine, type OrderSortColumn, type OrderStatus } from '@pitwall/backend/admin';
import { Badge, formatEuros, useAsyncResource } from '@pitwall/ui';
import { formatReceived } from '../../ui/dates.ts';
import { EmailText } from '../../ui/EmailText.tsx';
import { FilterSelect, LIST_PAGE_SIZE, SortHeader, useListParams, type SortColumn } from '../../ui/ListControls.tsx';
import { ListSection } from '../../ui/ListSection.tsx';
import { IndexTable } from '../../ui/Table.tsx';

// The columns staff sort by; newest first by default.
const SORTS = [
  { id: 'fecha', column: 'created_at', ascending: false },
  { id: 'numero', column: 'number', ascending: false },
  { id: 'cliente', column: 'email', ascending: true },
  { id: 'estado', column: 'status', ascending: true },
  { id: 'importe', column: 'total_cents', ascending: false },
] as const satisfies readonly SortColumn<OrderSortColumn>[];

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
  const { params, search, sort, sortKey, sorting, page, update } = useListParams(SORTS);
  const statusParam = params.get('estado');
  const status = isOrderStatus(statusParam) ? statusParam : undefined;
  const orders = useAsyncResource(
    () => getOrders(getSupabase(), { search, status, sort, page, pageSize: LIST_PAGE_SIZE }),
    `${search}|${status}|${sortKey}|${page}`,
  );

  return (
    <ListSection
      title="Pedidos"
      description="Número, cliente, pago y artículos de cada pedido."
      searchIn="pedidos"
      placeholder="PW-000123, email del cliente…"
      tools={
        <FilterSelect
          label="Estado"
          value={status ?? ''}
          anyLabel="Todos los estados"
          options={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value].label }))}
          onChange={(value) => update({ estado: value || null, pagina: null })}
        />
      }
      list={{
        resource: orders,
        narrowed: Boolean(status),
        noun: ['pedido', 'pedidos'],
        loading: 'Cargando pedidos…',
        failed: 'No se pudieron cargar los pedidos',
        empty: 'Todavía no hay pedidos.',
      }}
      state={{ search, page, update }}
    >
      {(rows) => (
        <IndexTable $widths={{ 0: '8rem', 1: '10.5rem', 3: '9.5rem', 5: '7rem' }}>
          <thead>
            <tr>
              <SortHeader id="numero" sorting={sorting}>
                Pedido
              </SortHeader>
              <SortHeader id="fecha" sorting={sorting}>
                Fecha
              </SortHeader>
              <SortHeader id="cliente" sorting={sorting}>
                Cliente
              </SortHeader>
              <SortHeader id="estado" sorting={sorting}>
                Estado
              </SortHeader>
              <th scope="col">Artículos</th>
              <SortHeader id="importe" sorting={sorting} className="number">
                Total
              </SortHeader>
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
                  <td data-narrow="full" title={order.email}>
                    <EmailText email={order.email} />
                  </td>
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
    </ListSection>
  );
}
