import { ACTIVITY_LEAD_KINDS, SHEET_FORMATS, type ActivityLeadKind, type ActivitySeries } from '@pitwall/backend/admin';
import { formatCount, formatDay, formatDecimal, formatMonth, formatShortDay, formatShortMonth, type DataTable } from '../../charts/data-table.ts';

/** What one of the summary's charts draws (labels along x, one or more series) and its table. */
export interface ChartData {
  table: DataTable;
  /** Axis labels, one per bucket. */
  labels: string[];
  series: Array<{ key: string; label: string; values: number[] }>;
}

const KINDS = Object.keys(ACTIVITY_LEAD_KINDS) as ActivityLeadKind[];

/** Leads per week by kind (stacked bars), weeks Monday to Sunday in Madrid time, every week present. */
export function leadsPerWeek(series: ActivitySeries): ChartData {
  const weeks = series.leads_per_week;
  return {
    labels: weeks.map((week) => formatShortDay(week.week_start)),
    series: KINDS.map((kind) => ({ key: kind, label: ACTIVITY_LEAD_KINDS[kind], values: weeks.map((week) => week.by_kind[kind] ?? 0) })),
    table: {
      title: 'Contactos por semana',
      columns: ['Semana (desde el lunes)', ...KINDS.map((kind) => ACTIVITY_LEAD_KINDS[kind]), 'Total'],
      rows: weeks.map((week) => {
        const counts = KINDS.map((kind) => week.by_kind[kind] ?? 0);
        return [formatDay(week.week_start), ...counts.map(formatCount), formatCount(counts.reduce((sum, n) => sum + n, 0))];
      }),
    },
  };
}

/** Paid orders and revenue (euros) per calendar month in Madrid time. */
export function ordersPerMonth(series: ActivitySeries): ChartData {
  const months = series.orders_per_month;
  return {
    labels: months.map((month) => formatShortMonth(month.month_start)),
    series: [
      { key: 'paid_orders', label: 'Pedidos pagados', values: months.map((month) => month.paid_orders) },
      { key: 'revenue', label: 'Ingresos (€)', values: months.map((month) => month.revenue_cents / 100) },
    ],
    table: {
      title: 'Pedidos pagados e ingresos por mes',
      columns: ['Mes', 'Pedidos pagados', 'Ingresos (€)'],
      rows: months.map((month) => [formatMonth(month.month_start), formatCount(month.paid_orders), formatDecimal(month.revenue_cents / 100, 2)]),
    },
  };
}

/** Data-sheet requests by format over the weeks of the leads chart. */
export function sheetsByFormat(series: ActivitySeries): ChartData {
  const formats = series.sheet_requests_by_format;
  return {
    labels: formats.map((row) => SHEET_FORMATS[row.format]),
    series: [{ key: 'requests', label: 'Solicitudes', values: formats.map((row) => row.requests) }],
    table: {
      title: 'Fichas técnicas solicitadas por formato',
      columns: ['Formato', 'Solicitudes'],
      rows: formats.map((row) => [SHEET_FORMATS[row.format], formatCount(row.requests)]),
    },
  };
}
