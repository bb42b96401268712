import { getSupabase } from '@pitwall/backend';
import {
  DEFAULT_EVENT_PERIOD,
  DEFAULT_MINIMUM_SEVERITY,
  EVENT_TYPES,
  getSecurityEventCounts,
  getSecurityEvents,
  isEventPeriod,
  isSeverity,
  SEVERITIES,
  type EventPeriod,
  type SecurityEventCount,
  type Severity,
} from '@pitwall/backend/admin';
import { Badge, media, useAsyncResource } from '@pitwall/ui';
import styled from 'styled-components';
import { Card } from '../../ui/Card.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { FilterSelect, LIST_PAGE_SIZE, ListToolbar, Toolbar, useListParams } from '../../ui/ListControls.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { IndexTable } from '../../ui/Table.tsx';

// The list is always newest first (no header sorts it).
const SORTS = [{ id: 'fecha', column: 'created_at', ascending: false }] as const;

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

/** ?gravedad=: one severity, 'todas', or nothing for the default (medium and above). */
const ALL_SEVERITIES = 'todas';

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.small};
  ${media.laptop} { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
  h3 { font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.inkSoft}; margin-bottom: ${({ theme }) => theme.spacing.xxSmall}; }
  dl { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.spacing.xSmall}; margin: 0; }
  dl > div {
    display: grid;
    min-width: 5.5rem;
    padding: ${({ theme }) => `${theme.spacing.xSmall} ${theme.spacing.small}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
  }
  dt { font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.inkSoft}; overflow-wrap: anywhere; }
  dd { margin: 0; font-size: ${({ theme }) => theme.fontSizes.large}; font-weight: ${({ theme }) => theme.fontWeights.bold}; font-variant-numeric: tabular-nums; }
  dl > div.serious { border-color: ${({ theme }) => theme.colors.danger}; background: ${({ theme }) => theme.colors.dangerSoft}; }
`;

/** The period at a glance: events per severity, then per type (most first), before the list. */
function EventSummary({ counts }: { counts: SecurityEventCount[] }) {
  const bySeverity = SEVERITIES.map((severity) => ({ severity, events: counts.filter((row) => row.severity === severity).reduce((sum, row) => sum + row.events, 0) }));
  const byType = [...counts.reduce((all, row) => all.set(row.event_type, (all.get(row.event_type) ?? 0) + row.events), new Map<string, number>())].sort(
    ([a, x], [b, y]) => y - x || a.localeCompare(b),
  );
  return (
    <Summary role="region" aria-label="Recuento de eventos">
      <div>
        <h3>Por gravedad</h3>
        <dl>
          {bySeverity.map(({ severity, events }) => (
            <div key={severity} className={events > 0 && (severity === 'critical' || severity === 'high') ? 'serious' : undefined}>
              <dt>{SEVERITY_LABELS[severity].label}</dt>
              <dd>{events}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <h3>Por tipo</h3>
        {byType.length === 0 ? (
          <p>Ningún evento en este periodo.</p>
        ) : (
          <dl>
            {byType.map(([type, events]) => (
              <div key={type}>
                <dt>{type}</dt>
                <dd>{events}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Summary>
  );
}

/** Text of one metadata value for the table (objects as compact JSON). */
const metadataText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Security events: the period's counts per severity and type, then the list, newest first. By
 * default the last 24 hours (the spec's window) and 'Media' and above; one option shows every event.
 */
export default function SecuritySection() {
  const { params, search, page, update } = useListParams(SORTS);
  const severityParam = params.get('gravedad');
  const typeParam = params.get('tipo');
  const periodParam = params.get('periodo');
  const severity = isSeverity(severityParam) ? severityParam : undefined;
  const minimum = severity || severityParam === ALL_SEVERITIES ? undefined : DEFAULT_MINIMUM_SEVERITY;
  const type = typeParam && (EVENT_TYPES as readonly string[]).includes(typeParam) ? typeParam : undefined;
  const period = isEventPeriod(periodParam) ? periodParam : DEFAULT_EVENT_PERIOD;
  const events = useAsyncResource(
    () => getSecurityEvents(getSupabase(), { search, severity, minimum, type, period, now: new Date(), page, pageSize: LIST_PAGE_SIZE }),
    `${search}|${severity}|${minimum}|${type}|${period}|${page}`,
  );
  const counts = useAsyncResource(() => getSecurityEventCounts(getSupabase(), period, new Date()), period);

  return (
    <Card title="Eventos de seguridad" description="Lo que registran el monitor de seguridad del navegador y las funciones del servidor, los más recientes primero.">
      <ListToolbar label="eventos de seguridad" placeholder="Tipo, descripción, IP…" search={search} update={update} />
      <Toolbar role="group" aria-label="Filtros">
        <FilterSelect
          label="Periodo"
          value={period}
          options={Object.entries(PERIOD_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(value) => update({ periodo: value === DEFAULT_EVENT_PERIOD ? null : value, pagina: null })}
        />
        <FilterSelect
          label="Gravedad"
          value={severity ?? (minimum ? '' : ALL_SEVERITIES)}
          anyLabel="Media y superior"
          options={[{ value: ALL_SEVERITIES, label: 'Todas' }, ...SEVERITIES.map((value) => ({ value, label: SEVERITY_LABELS[value].label }))]}
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
      {counts.status === 'success' && <EventSummary counts={counts.data} />}

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
          <IndexTable $widths={{ 0: '10.5rem', 1: '6.5rem', 2: '14rem', 4: '9rem' }}>
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
                    <td data-narrow="full" title={[event.description, url].filter(Boolean).join(' · ')}>
                      {event.description}
                      {url && <small>{url}</small>}
                    </td>
                    <td data-narrow="hide">
                      {event.source === 'client' ? 'Navegador' : 'Servidor'}
                      {event.ip_address && <small>IP {event.ip_address}</small>}
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
