import { getSupabase } from '@pitwall/backend';
import {
  DEFAULT_EVENT_PERIOD,
  EVENT_TYPES,
  getSecurityEvents,
  isEventPeriod,
  isSeverity,
  SEVERITIES,
  type EventPeriod,
  type Severity,
} from '@pitwall/backend/admin';
import { Badge, ErrorState, LoadingState, useAsyncResource } from '@pitwall/ui';
import { Select } from '@pitwall/ui/form';
import styled from 'styled-components';
import { Card } from '../../ui/Card.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { Empty, LIST_PAGE_SIZE, ListToolbar, Pager, Toolbar, useListParams } from '../../ui/ListControls.tsx';
import { Table, TableRegion } from '../../ui/Table.tsx';

// The list is always newest first; the toolbar's order picker has that one option.
const SORTS = [{ id: 'recientes', label: 'Más recientes' }] as const;

const SEVERITY_LABELS: Record<Severity, { label: string; tone: 'accent' | 'neutral' | 'danger' | 'success' }> = {
  critical: { label: 'Crítica', tone: 'danger' },
  high: { label: 'Alta', tone: 'danger' },
  medium: { label: 'Media', tone: 'accent' },
  low: { label: 'Baja', tone: 'neutral' },
};

const PERIOD_LABELS: Record<EventPeriod, string> = {
  '24h': 'Últimas 24 horas',
  '7d': 'Últimos 7 días',
  '30d': 'Últimos 30 días',
  todo: 'Todo el historial',
};

const EventsTable = styled(Table)`
  min-width: 52rem;
  td { overflow-wrap: anywhere; }
  td:first-child { white-space: nowrap; }
  td small { display: block; color: ${({ theme }) => theme.colors.inkSoft}; }
  td.description { min-width: 18rem; }
  code { white-space: nowrap; }
`;

/** Text of one metadata value for the table (objects as compact JSON). */
const metadataText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Security events, newest first, from the last 24 hours unless told otherwise; filter by severity and type. */
export default function SecuritySection() {
  const { params, search, sort, page, update } = useListParams(SORTS);
  const severityParam = params.get('gravedad');
  const typeParam = params.get('tipo');
  const periodParam = params.get('periodo');
  const severity = isSeverity(severityParam) ? severityParam : undefined;
  const type = typeParam && (EVENT_TYPES as readonly string[]).includes(typeParam) ? typeParam : undefined;
  const period = isEventPeriod(periodParam) ? periodParam : DEFAULT_EVENT_PERIOD;
  const events = useAsyncResource(
    () => getSecurityEvents(getSupabase(), { search, severity, type, period, now: new Date(), page, pageSize: LIST_PAGE_SIZE }),
    `${search}|${severity}|${type}|${period}|${page}`,
  );
  const total = events.status === 'success' ? events.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

  return (
    <Card title="Eventos de seguridad" description="Lo que registran el monitor de seguridad del navegador y las funciones del servidor, los más recientes primero.">
      <ListToolbar label="eventos de seguridad" placeholder="Tipo, descripción, IP…" search={search} sorts={SORTS} sort={sort} update={update} />
      <Toolbar role="group" aria-label="Filtros">
        <label>
          Periodo
          <Select value={period} onChange={(e) => update({ periodo: e.target.value === DEFAULT_EVENT_PERIOD ? null : e.target.value, pagina: null })}>
            {Object.entries(PERIOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Gravedad
          <Select value={severity ?? ''} onChange={(e) => update({ gravedad: e.target.value || null, pagina: null })}>
            <option value="">Todas</option>
            {SEVERITIES.map((value) => (
              <option key={value} value={value}>
                {SEVERITY_LABELS[value].label}
              </option>
            ))}
          </Select>
        </label>
        <label>
          Tipo
          <Select value={type ?? ''} onChange={(e) => update({ tipo: e.target.value || null, pagina: null })}>
            <option value="">Todos los tipos</option>
            {EVENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        </label>
      </Toolbar>

      {events.status === 'loading' && <LoadingState label="Cargando eventos…" />}
      {events.status === 'error' && (
        <ErrorState title="No se pudieron cargar los eventos" message="Comprueba la conexión e inténtalo de nuevo." onRetry={events.reload} />
      )}
      {events.status === 'success' && (
        <>
          <p aria-live="polite">
            {total === 1 ? '1 evento' : `${total} eventos`} · {PERIOD_LABELS[period].toLowerCase()}
          </p>
          {events.data.rows.length === 0 ? (
            <Empty>{total > 0 ? 'No hay eventos en esta página.' : 'No hay eventos con estos filtros.'}</Empty>
          ) : (
            <TableRegion label={`Eventos de seguridad: página ${page} de ${pages}`}>
              <EventsTable>
                <thead>
                  <tr>
                    <th scope="col">Fecha</th>
                    <th scope="col">Gravedad</th>
                    <th scope="col">Tipo</th>
                    <th scope="col">Descripción</th>
                    <th scope="col">Origen</th>
                  </tr>
                </thead>
                <tbody>
                  {events.data.rows.map((event) => {
                    const known = isSeverity(event.severity) ? SEVERITY_LABELS[event.severity] : { label: event.severity, tone: 'neutral' as const };
                    const url = typeof event.metadata === 'object' && event.metadata && 'url' in event.metadata ? metadataText(event.metadata.url) : null;
                    return (
                      <tr key={event.id}>
                        <td>{formatReceived(event.created_at)}</td>
                        <td>
                          <Badge $tone={known.tone}>{known.label}</Badge>
                        </td>
                        <td>
                          <code>{event.event_type}</code>
                        </td>
                        <td className="description">
                          {event.description}
                          {url && <small>{url}</small>}
                        </td>
                        <td>
                          {event.source === 'client' ? 'Navegador' : 'Servidor'}
                          {event.ip_address && <small>IP {event.ip_address}</small>}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </EventsTable>
            </TableRegion>
          )}
          {total > 0 && <Pager page={page} total={total} update={update} />}
        </>
      )}
    </Card>
  );
}
