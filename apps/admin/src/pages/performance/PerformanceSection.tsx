import { getSupabase } from '@pitwall/backend';
import { getVitalsReport, VITAL_METRICS, VITALS_PERIODS, type VitalMetric, type VitalsPeriod, type VitalsReport } from '@pitwall/backend/admin';
import { useSearchParams } from '@pitwall/router';
import { Badge, Button, ErrorState, LoadingState, spreadRow, useAsyncResource } from '@pitwall/ui';
import { Download } from 'lucide-react';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Chart } from '../../charts/Chart.tsx';
import { ChartPanel } from '../../charts/ChartPanel.tsx';
import { downloadTableCsv } from '../../charts/csv.ts';
import { MARKER_COLOR, seriesColor } from '../../charts/palette.ts';
import type { ChartSpec } from '../../charts/spec.ts';
import { Card } from '../../ui/Card.tsx';
import { madridDay } from '../../ui/dates.ts';
import { Empty, FilterSelect, Toolbar } from '../../ui/ListControls.tsx';
import { Table, TableRegion } from '../../ui/Table.tsx';
import {
  DEVICE_LABELS,
  formatVital,
  METRIC_LABELS,
  METRIC_NAMES,
  p75Rows,
  p75Table,
  RATING_LABELS,
  CORE_VITALS,
  routeChart,
  routeHealth,
  routesByTraffic,
  THRESHOLDS,
  vitalChange,
  type Rating,
  type RouteHealth,
} from './vitals.ts';

const DEFAULT_PERIOD: VitalsPeriod = 28;
const TONES: Record<Rating, 'success' | 'accent' | 'danger'> = { good: 'success', 'needs-improvement': 'accent', poor: 'danger' };

const Header = styled.div`
  ${spreadRow('small')}
  h3 { font-size: ${({ theme }) => theme.fontSizes.large}; }
`;

// A grid item of the card: without min-width 0 the wide table would widen the page instead of scrolling.
const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.small};
  min-width: 0;
`;

const VitalsTable = styled(Table)`
  td { white-space: nowrap; }
  td small { display: block; color: ${({ theme }) => theme.colors.inkSoft}; }
  code { white-space: nowrap; }
`;

const History = styled.details`
  display: grid;
  gap: ${({ theme }) => theme.spacing.small};
  summary { cursor: pointer; font-weight: ${({ theme }) => theme.fontWeights.bold}; padding: ${({ theme }) => theme.spacing.xSmall} 0; }
  &[open] summary { margin-bottom: ${({ theme }) => theme.spacing.small}; }
`;

const Trouble = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

/** The live release of every route, per device: p75 of the three core vitals, their rating and the change from the release before. */
function HealthTable({ health, period }: { health: RouteHealth[]; period: VitalsPeriod }) {
  const trouble = health.filter((entry) => entry.worst !== 'good');
  return (
    <Part aria-labelledby="rendimiento-rutas">
      <h3 id="rendimiento-rutas">Cómo van las rutas públicas (versión en producción, últimos {period} días)</h3>
      {trouble.length === 0 ? (
        <Note>Todas las rutas medidas son buenas en LCP, INP y CLS en móvil y escritorio.</Note>
      ) : (
        <Trouble aria-label="Rutas que fallan">
          {trouble.map((entry) => (
            <li key={`${entry.route}|${entry.device}`}>
              <code>{entry.route}</code> en {DEVICE_LABELS[entry.device].toLowerCase()}: <strong>{RATING_LABELS[entry.worst]}</strong> (
              {CORE_VITALS.filter((m) => entry.live.values[m] && entry.live.values[m]?.rating !== 'good')
                .map((m) => `${METRIC_LABELS[m]} ${formatVital(m, entry.live.values[m]?.p75 ?? 0)}`)
                .join(', ')}
              )
            </li>
          ))}
        </Trouble>
      )}
      <TableRegion label="Tabla: rutas públicas con la versión en producción">
        <HealthGrid>
          <thead>
            <tr>
              <th scope="col">Ruta</th>
              <th scope="col">Dispositivo</th>
              {CORE_VITALS.map((m) => (
                <th key={m} scope="col">
                  <abbr title={METRIC_NAMES[m]}>{METRIC_LABELS[m]}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {health.map((entry) => (
              <tr key={`${entry.route}|${entry.device}`}>
                <th scope="row">
                  <code>{entry.route}</code>
                  <small>{entry.live.release}</small>
                </th>
                <td data-label="Dispositivo">{DEVICE_LABELS[entry.device]}</td>
                {CORE_VITALS.map((m) => {
                  const value = entry.live.values[m];
                  const before = entry.previous?.values[m];
                  return (
                    <td key={m} data-label={METRIC_LABELS[m]}>
                      {value ? (
                        <>
                          {formatVital(m, value.p75)} <Badge $tone={TONES[value.rating]}>{RATING_LABELS[value.rating]}</Badge>
                          {before && <small>{vitalChange(m, value.p75, before.p75)} frente a la anterior</small>}
                        </>
                      ) : (
                        'Sin datos'
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </HealthGrid>
      </TableRegion>
    </Part>
  );
}

// From 640 px a table; on a phone each route and device is a card: the route on top, then the
// device and the three vitals side by side, each named by its header (data-label).
const HealthGrid = styled(Table)`
  th small, td small { display: block; color: ${({ theme }) => theme.colors.inkSoft}; }
  code { overflow-wrap: anywhere; }
  @media not all and (min-width: ${({ theme }) => theme.breakpoints.tablet}) {
    &, tbody { display: block; }
    thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
    tbody tr { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${({ theme }) => theme.spacing.xSmall}; padding: ${({ theme }) => theme.spacing.small}; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; }
    tbody tr:last-child { border-bottom: none; }
    tbody th, tbody td { display: block; padding: 0; border: none; }
    tbody th { grid-column: 1 / -1; }
    tbody td::before { content: attr(data-label); display: block; font-weight: ${({ theme }) => theme.fontWeights.bold}; color: ${({ theme }) => theme.colors.inkSoft}; }
  }
`;

const isPeriod = (value: string | null): value is `${VitalsPeriod}` => VITALS_PERIODS.some((p) => String(p) === value);
const isMetric = (value: string | null): value is VitalMetric => VITAL_METRICS.includes(value as VitalMetric);

function Report({ report, period, metric, route, update }: { report: VitalsReport; period: VitalsPeriod; metric: VitalMetric; route: string | null; update: (changes: Record<string, string | null>) => void }) {
  const rows = useMemo(() => p75Rows(report.p75, report.releases), [report]);
  const table = useMemo(() => p75Table(rows, period), [rows, period]);
  const routes = useMemo(() => routesByTraffic(report.daily), [report]);
  const chosenRoute = route && routes.includes(route) ? route : (routes[0] ?? null);
  const chart = useMemo(
    () => (chosenRoute ? routeChart(report.daily, report.releases, { route: chosenRoute, metric, today: madridDay(new Date()), days: period }) : null),
    [report, chosenRoute, metric, period],
  );
  const spec = useMemo<ChartSpec | null>(
    () =>
      chart && {
        kind: 'lines',
        labels: chart.labels,
        series: (['phone', 'desktop'] as const).map((device, i) => ({ label: DEVICE_LABELS[device], color: seriesColor(i), values: chart.lines[device] })),
        markers: chart.markers,
        format: (value) => formatVital(metric, value),
        bands: { good: THRESHOLDS[metric][0], poor: THRESHOLDS[metric][1] },
      },
    [chart, metric],
  );
  const [good, poor] = THRESHOLDS[metric];
  const health = useMemo(() => routeHealth(rows), [rows]);

  const chartPart = (
    <>
      <Toolbar role="group" aria-label="Gráfico por día">
        <FilterSelect label="Métrica" value={metric} options={VITAL_METRICS.map((m) => ({ value: m, label: METRIC_NAMES[m] }))} onChange={(value) => update({ metrica: value === 'LCP' ? null : value })} />
        {chosenRoute && <FilterSelect label="Ruta" value={chosenRoute} options={routes.map((r) => ({ value: r, label: r }))} onChange={(value) => update({ ruta: value })} />}
      </Toolbar>
      {chart && spec ? (
        <ChartPanel
          table={chart.table}
          description={`Percentil 75 de cada día (hora de Madrid), móvil y escritorio. Las líneas discontinuas marcan el primer día de cada versión del remoto publicada. Las bandas de fondo son los umbrales de Google: bueno (verde) hasta ${formatVital(metric, good)}, mejorable (ámbar), malo (rojo) por encima de ${formatVital(metric, poor)}.`}
          legend={[
            ...(spec.kind === 'lines' ? spec.series.map((s) => ({ label: s.label, color: s.color, line: true })) : []),
            ...(chart.markers.length ? [{ label: 'Nueva versión publicada', color: MARKER_COLOR, line: true }] : []),
          ]}
        >
          <Chart spec={spec} height={300} />
        </ChartPanel>
      ) : (
        <Empty>No hay mediciones por día en este periodo.</Empty>
      )}
    </>
  );

  return (
    <>
      <HealthTable health={health} period={period} />
      {chartPart}
      <History>
        <summary>Historial completo por ruta, versión y dispositivo</summary>
        <Part aria-labelledby="rendimiento-p75">
          <Header>
            <h3 id="rendimiento-p75">{table.title}</h3>
            <Button variant="secondary" size="small" onClick={() => downloadTableCsv(table)}>
              <Download size={16} aria-hidden="true" />
              Descargar CSV
            </Button>
          </Header>
          <Note>
            Bueno, mejorable o malo según los umbrales de Google para el percentil 75: LCP 2,5 s / 4 s; INP 200 / 500 ms; CLS 0,1 / 0,25; FCP 1,8 s / 3 s;
            TTFB 0,8 s / 1,8 s. «Interactiva» (la página responde a los clics) no tiene umbral de Google: usa los del tiempo hasta interactiva de
            Lighthouse, 3,8 s / 7,3 s.
          </Note>
          <TableRegion label={`Tabla: ${table.title}`}>
            <VitalsTable>
              <thead>
                <tr>
                  <th scope="col">Ruta</th>
                  <th scope="col">Versión</th>
                  <th scope="col">Dispositivo</th>
                  {VITAL_METRICS.map((m) => (
                    <th key={m} scope="col">
                      <abbr title={METRIC_NAMES[m]}>{METRIC_LABELS[m]}</abbr>
                    </th>
                  ))}
                  <th scope="col">Muestras</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={`${row.route}|${row.remote}|${row.release}|${row.device}`}>
                    <th scope="row">
                      <code>{row.route}</code>
                    </th>
                    <td>
                      <code>{row.release}</code>
                      <small>{row.remote}</small>
                    </td>
                    <td>{DEVICE_LABELS[row.device]}</td>
                    {VITAL_METRICS.map((m) => {
                      const value = row.values[m];
                      return (
                        <td key={m}>
                          {value ? (
                            <>
                              {formatVital(m, value.p75)}
                              <small>
                                <Badge $tone={TONES[value.rating]}>{RATING_LABELS[value.rating]}</Badge>
                              </small>
                            </>
                          ) : (
                            'Sin datos'
                          )}
                        </td>
                      );
                    })}
                    <td>{row.samples}</td>
                  </tr>
                ))}
              </tbody>
            </VitalsTable>
          </TableRegion>
        </Part>
      </History>
    </>
  );
}

/**
 * Field performance: what visitors' browsers measured on the public pages, aggregated by the
 * database (p75 per route, release and device; per day for the chart; the releases' first day).
 */
export default function PerformanceSection() {
  const [params, setParams] = useSearchParams();
  const periodParam = params.get('periodo');
  const metricParam = params.get('metrica');
  const period: VitalsPeriod = isPeriod(periodParam) ? (Number(periodParam) as VitalsPeriod) : DEFAULT_PERIOD;
  const metric: VitalMetric = isMetric(metricParam) ? metricParam : 'LCP';
  const route = params.get('ruta');
  const report = useAsyncResource(() => getVitalsReport(getSupabase(), period), period);
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  return (
    <Card title="Rendimiento" description="La velocidad que miden los navegadores de los visitantes en las páginas públicas (Core Web Vitals), por ruta, versión y dispositivo.">
      <Toolbar role="group" aria-label="Periodo">
        <FilterSelect
          label="Periodo"
          value={String(period)}
          options={VITALS_PERIODS.map((days) => ({ value: String(days), label: `Últimos ${days} días` }))}
          onChange={(value) => update({ periodo: value === String(DEFAULT_PERIOD) ? null : value })}
        />
      </Toolbar>
      {report.status === 'loading' && <LoadingState label="Cargando las mediciones…" />}
      {report.status === 'error' && (
        <ErrorState title="No se pudieron cargar las mediciones" message="Comprueba la conexión e inténtalo de nuevo." onRetry={report.reload} />
      )}
      {report.status === 'success' &&
        (report.data.p75.length === 0 ? (
          <Empty>Todavía no hay mediciones de visitantes en los últimos {period} días. Aparecerán en cuanto alguien visite las páginas públicas.</Empty>
        ) : (
          <Report report={report.data} period={period} metric={metric} route={route} update={update} />
        ))}
    </Card>
  );
}
