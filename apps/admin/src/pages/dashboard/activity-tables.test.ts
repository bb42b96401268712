import type { ActivitySeries } from '@pitwall/backend/admin';
import { leadsPerWeek, ordersPerMonth, sheetsByFormat } from './activity-tables.ts';

const zeros = { contacto: 0, demo: 0, ficha: 0, manifiesto: 0, prensa: 0, musica: 0, suscriptor: 0 };
const series: ActivitySeries = {
  until: '2026-11-25',
  weeks_from: '2026-11-09',
  months_from: '2026-10-01',
  leads_per_week: [
    { week_start: '2026-11-09', by_kind: { ...zeros, contacto: 2, demo: 1, suscriptor: 4 } },
    { week_start: '2026-11-16', by_kind: zeros },
    { week_start: '2026-11-23', by_kind: { ...zeros, ficha: 3, musica: 1 } },
  ],
  orders_per_month: [
    { month_start: '2026-10-01', paid_orders: 0, revenue_cents: 0 },
    { month_start: '2026-11-01', paid_orders: 4, revenue_cents: 123_456 },
  ],
  sheet_requests_by_format: [
    { format: 'demoday', requests: 2 },
    { format: 'experience', requests: 5 },
    { format: 'suscripcion', requests: 0 },
    { format: 'torneos', requests: 1 },
  ],
};

describe('leads per week', () => {
  const chart = leadsPerWeek(series);

  it('has every week, every kind in order, and the week total', () => {
    expect(chart.table.columns).toEqual(['Semana (desde el lunes)', 'Contacto', 'Demo', 'Ficha técnica', 'Manifiesto', 'Prensa', 'Música', 'Suscriptor del blog', 'Total']);
    expect(chart.table.rows).toEqual([
      ['9 nov 2026', '2', '1', '0', '0', '0', '0', '4', '7'],
      ['16 nov 2026', '0', '0', '0', '0', '0', '0', '0', '0'],
      ['23 nov 2026', '0', '0', '3', '0', '0', '1', '0', '4'],
    ]);
  });

  it('draws the same numbers: one series per kind, one value per week', () => {
    expect(chart.labels).toEqual(['9 nov', '16 nov', '23 nov']);
    expect(chart.series.map((s) => s.key)).toEqual(['contacto', 'demo', 'ficha', 'manifiesto', 'prensa', 'musica', 'suscriptor']);
    expect(chart.series.find((s) => s.key === 'suscriptor')?.values).toEqual([4, 0, 0]);
  });
});

it('orders per month: count and revenue in euros with a decimal comma', () => {
  const chart = ordersPerMonth(series);
  expect(chart.table.rows).toEqual([
    ['octubre de 2026', '0', '0,00'],
    ['noviembre de 2026', '4', '1234,56'],
  ]);
  expect(chart.series.map((s) => s.values)).toEqual([
    [0, 4],
    [0, 1234.56],
  ]);
  expect(chart.labels).toEqual(['oct', 'nov']);
});

it('data sheets by format, in the tabs\' order, zeros included', () => {
  const chart = sheetsByFormat(series);
  expect(chart.table.rows).toEqual([
    ['Demo Day', '2'],
    ['Experience Day', '5'],
    ['Suscripción', '0'],
    ['Eventos Solidarios', '1'],
  ]);
  expect(chart.series[0]?.values).toEqual([2, 5, 0, 1]);
});
