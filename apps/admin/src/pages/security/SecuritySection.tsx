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
import { Badge, useAsyncResource } from '@pitwall/ui';
import styled from 'styled-components';
import { Card } from '../../ui/Card.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { FilterSelect, LIST_PAGE_SIZE, ListToolbar, Toolbar, useListParams } from '../../ui/ListControls.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { Table } from '../../ui/Table.tsx';

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

  return (
    <Card title="Eventos de seguridad" description="Lo que registran el monitor de seguridad del navegador y las funciones del servidor, los más recientes primero.">
      <ListToolbar label="eventos de seguridad" placeholder="Tipo, descripción, IP…" search={search} sorts={SORTS} sort={sort} update={update} />
      <Toolbar role="group" aria-label="Filtros">
        <FilterSelect
          label="Periodo"
          value={period}
          options={Object.entries(PERIOD_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(value) => update({ periodo: value === DEFAULT_EVENT_PERIOD ? null : value, pagina: null })}
        />
        <FilterSelect
          label="Gravedad"
          value={severity ?? ''}
          anyLabel="Todas"
          options={SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value].label }))}
          onChange={(value) => update({ gravedad: value || null, pagina: null })}
        />
        <FilterSelect
          label="Tipo"
          value={type ?? ''}
          anyLabel="Todos los tipos"
          options={EVENT_TYPES.map((value) => ({ value, label: value }))}
          onChange={(value) => update({ tipo: value || null, pagina: null })}
        />
      </Toolbar>

      <PagedList
        resource={events}
        page={page}
        search={search}
        narrowed={true}
        noun={['evento', 'eventos']}
        title="Eventos de seguridad"
        loading="Cargando eventos…"
        failed="No se pudieron cargar los eventos"
        empty="No hay eventos."
        update={update}
      >
        {(rows) => (
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
              {rows.map((event) => {
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
        )}
      </PagedList>
    </Card>
  );
}
