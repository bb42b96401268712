import { getSupabase } from '@pitwall/backend';
import { getActivitySeries, type ActivitySeries } from '@pitwall/backend/admin';
import { ErrorState, formatEuros, LoadingState, media, useAsyncResource } from '@pitwall/ui';
import { useMemo } from 'react';
import styled from 'styled-components';
import { Chart } from '../../charts/Chart.tsx';
import { ChartPanel } from '../../charts/ChartPanel.tsx';
import { formatCount, formatDay } from '../../charts/data-table.ts';
import { seriesColor } from '../../charts/palette.ts';
import type { ChartSpec } from '../../charts/spec.ts';
import { Card } from '../../ui/Card.tsx';
import { leadsPerWeek, ordersPerMonth, sheetsByFormat } from './activity-tables.ts';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  min-width: 0;
  ${media.laptop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    & > :first-child { grid-column: 1 / -1; }
  }
`;

const euros = (value: number) => formatEuros(value);

function Charts({ series }: { series: ActivitySeries }) {
  const charts = useMemo(() => {
    const leads = leadsPerWeek(series);
    const orders = ordersPerMonth(series);
    const sheets = sheetsByFormat(series);
    const [paid, revenue] = orders.series as [(typeof orders.series)[number], (typeof orders.series)[number]];
    return {
      leads: {
        data: leads,
        spec: {
          kind: 'stacked-bars',
          labels: leads.labels,
          series: leads.series.map((s, i) => ({ label: s.label, color: seriesColor(i), values: s.values })),
          format: formatCount,
        } satisfies ChartSpec,
      },
      orders: {
        data: orders,
        spec: {
          kind: 'bars-and-line',
          labels: orders.labels,
          bars: { label: revenue.label, color: seriesColor(0), values: revenue.values },
          line: { label: paid.label, color: seriesColor(1), values: paid.values },
          formatBars: euros,
          formatLine: formatCount,
        } satisfies ChartSpec,
      },
      sheets: {
        data: sheets,
        spec: { kind: 'bars', labels: sheets.labels, series: { label: 'Solicitudes', color: seriesColor(2), values: sheets.series[0]?.values ?? [] }, format: formatCount } satisfies ChartSpec,
      },
    };
  }, [series]);

  const weeks = `${formatDay(series.weeks_from)} – ${formatDay(series.until)}`;
  const revenueTotal = series.orders_per_month.reduce((sum, month) => sum + month.revenue_cents, 0) / 100;
  return (
    <Grid>
      <ChartPanel
        table={charts.leads.data.table}
        description={`Últimas 12 semanas (${weeks}), de lunes a domingo en hora de Madrid, por tipo de contacto.`}
        legend={charts.leads.spec.series.map((s) => ({ label: s.label, color: s.color }))}
      >
        <Chart spec={charts.leads.spec} height={300} />
      </ChartPanel>
      <ChartPanel
        table={charts.orders.data.table}
        description={`Últimos 6 meses naturales en hora de Madrid: ${formatEuros(revenueTotal)} en total.`}
        legend={[
          { label: charts.orders.spec.bars.label, color: charts.orders.spec.bars.color },
          { label: charts.orders.spec.line.label, color: charts.orders.spec.line.color, line: true },
        ]}
      >
        <Chart spec={charts.orders.spec} />
      </ChartPanel>
      <ChartPanel table={charts.sheets.data.table} description={`Solicitudes de ficha técnica de las últimas 12 semanas (${weeks}), por formato.`}>
        <Chart spec={charts.sheets.spec} />
      </ChartPanel>
    </Grid>
  );
}

/** The summary's charts: leads per week by kind, orders and revenue per month, data sheets by format. */
export default function ActivityCharts() {
  const series = useAsyncResource(() => getActivitySeries(getSupabase()));
  return (
    <Card title="Actividad" description="Contactos y ventas a lo largo del tiempo. Cada gráfico tiene su tabla de datos y su CSV.">
      {series.status === 'loading' && <LoadingState label="Cargando los gráficos…" />}
      {series.status === 'error' && (
        <ErrorState title="No se pudieron cargar los gráficos" message="Comprueba la conexión e inténtalo de nuevo." onRetry={series.reload} />
      )}
      {series.status === 'success' && <Charts series={series.data} />}
    </Card>
  );
}
