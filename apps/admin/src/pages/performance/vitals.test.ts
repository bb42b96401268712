import type { RemoteRelease, VitalDaily, VitalP75 } from '@pitwall/backend/admin';
import { formatVital, p75Rows, p75Table, periodDays, rate, routeChart, routeHealth, routesByTraffic, vitalChange } from './vitals.ts';

it('rates a p75 against Google\'s thresholds, the limits themselves included in the better band', () => {
  expect(rate('LCP', 2500)).toBe('good');
  expect(rate('LCP', 2501)).toBe('needs-improvement');
  expect(rate('LCP', 4000)).toBe('needs-improvement');
  expect(rate('LCP', 4001)).toBe('poor');
  expect(rate('INP', 200)).toBe('good');
  expect(rate('INP', 501)).toBe('poor');
  expect(rate('CLS', 0.1)).toBe('good');
  expect(rate('CLS', 0.26)).toBe('poor');
  expect(rate('FCP', 1900)).toBe('needs-improvement');
  expect(rate('TTFB', 1900)).toBe('poor');
  expect(rate('HYDRATED', 3800)).toBe('good');
  expect(rate('HYDRATED', 7400)).toBe('poor');
});

it('writes values in Spanish units', () => {
  expect(formatVital('LCP', 2345)).toBe('2,35 s');
  expect(formatVital('INP', 180.4)).toBe('180 ms');
  expect(formatVital('CLS', 0.083)).toBe('0,08');
});

const releases: RemoteRelease[] = [
  { remote: 'marketing', release: 'aaaaaaaaaaaa', first_seen: '2026-11-01T10:00:00Z' },
  { remote: 'marketing', release: 'bbbbbbbbbbbb', first_seen: '2026-11-20T23:30:00Z' }, // 21 Nov in Madrid
  { remote: 'content', release: 'cccccccccccc', first_seen: '2026-11-22T10:00:00Z' },
];

const p75 = (route: string, release: string, device: 'phone' | 'desktop', metric: VitalP75['metric'], value: number, samples = 10): VitalP75 => ({
  route,
  remote: route === '/blog' ? 'content' : 'marketing',
  release,
  device,
  metric,
  p75: value,
  samples,
});

it('groups the p75s by route, release (newest first) and device, and tabulates them', () => {
  const rows = p75Rows(
    [p75('/', 'aaaaaaaaaaaa', 'phone', 'LCP', 2100, 40), p75('/', 'bbbbbbbbbbbb', 'phone', 'LCP', 4200, 12), p75('/', 'bbbbbbbbbbbb', 'phone', 'CLS', 0.02, 12), p75('/', 'bbbbbbbbbbbb', 'desktop', 'LCP', 1200, 8)],
    releases,
  );
  expect(rows.map((r) => [r.release, r.device])).toEqual([
    ['bbbbbbbbbbbb', 'phone'],
    ['bbbbbbbbbbbb', 'desktop'],
    ['aaaaaaaaaaaa', 'phone'],
  ]);
  const table = p75Table(rows, 7);
  expect(table.title).toBe('Percentil 75 por ruta y versión, últimos 7 días');
  expect(table.columns).toEqual(['Ruta', 'Remoto', 'Versión', 'Dispositivo', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'Interactiva', 'Muestras']);
  expect(table.rows[0]).toEqual(['/', 'marketing', 'bbbbbbbbbbbb', 'Móvil', '4,20 s · Malo', 'Sin datos', '0,02 · Bueno', 'Sin datos', 'Sin datos', 'Sin datos', '12']);
  expect(table.rows[2]?.[4]).toBe('2,10 s · Bueno');
});

const daily = (day: string, route: string, release: string, device: 'phone' | 'desktop', value: number, samples: number, metric: VitalDaily['metric'] = 'LCP'): VitalDaily => ({
  day,
  ...p75(route, release, device, metric, value, samples),
});

it('lists the days of the period and the routes most measured first', () => {
  expect(periodDays('2026-11-25', 3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
  expect(periodDays('2026-03-30', 2)).toEqual(['2026-03-29', '2026-03-30']); // over the change to summer time
  expect(routesByTraffic([daily('2026-11-24', '/blog', 'cccccccccccc', 'phone', 1, 5), daily('2026-11-24', '/', 'aaaaaaaaaaaa', 'phone', 1, 50)])).toEqual(['/', '/blog']);
});

describe('one route over time', () => {
  const rows = [
    daily('2026-11-20', '/', 'aaaaaaaaaaaa', 'phone', 2000, 10),
    daily('2026-11-21', '/', 'aaaaaaaaaaaa', 'phone', 2000, 10),
    daily('2026-11-21', '/', 'bbbbbbbbbbbb', 'phone', 5000, 30),
    daily('2026-11-22', '/', 'bbbbbbbbbbbb', 'phone', 5200, 40),
    daily('2026-11-22', '/', 'bbbbbbbbbbbb', 'desktop', 1500, 20),
    daily('2026-11-22', '/', 'bbbbbbbbbbbb', 'phone', 0.3, 40, 'CLS'),
    daily('2026-11-22', '/blog', 'cccccccccccc', 'phone', 900, 5),
  ];
  const chart = routeChart(rows, releases, { route: '/', metric: 'LCP', today: '2026-11-23', days: 4 });

  it('has a point per day and device, gaps where nothing was measured; a promotion day averaged by samples', () => {
    expect(chart.days).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23']);
    expect(chart.lines.phone).toEqual([2000, 4250, 5200, null]);
    expect(chart.lines.desktop).toEqual([null, null, 1500, null]);
  });

  it('marks the promotions of the route\'s remote only, on their day in Madrid', () => {
    expect(chart.markers).toEqual([{ index: 1, label: 'marketing bbbbbbb' }]);
  });

  it('tabulates every release of every day', () => {
    expect(chart.table.title).toBe('LCP por día en /');
    expect(chart.table.rows).toEqual([
      ['20 nov 2026', 'marketing', 'aaaaaaaaaaaa', 'Móvil', '2,00 s', 'Bueno', '10'],
      ['21 nov 2026', 'marketing', 'aaaaaaaaaaaa', 'Móvil', '2,00 s', 'Bueno', '10'],
      ['21 nov 2026', 'marketing', 'bbbbbbbbbbbb', 'Móvil', '5,00 s', 'Malo', '30'],
      ['22 nov 2026', 'marketing', 'bbbbbbbbbbbb', 'Móvil', '5,20 s', 'Malo', '40'],
      ['22 nov 2026', 'marketing', 'bbbbbbbbbbbb', 'Escritorio', '1,50 s', 'Bueno', '20'],
    ]);
  });
});

it("answers first: each route and device with its live release beside the previous one, the ones in trouble first", () => {
  const rows = p75Rows(
    [
      p75('/', 'aaaaaaaaaaaa', 'phone', 'LCP', 2100),
      p75('/', 'bbbbbbbbbbbb', 'phone', 'LCP', 4200),
      p75('/', 'bbbbbbbbbbbb', 'phone', 'CLS', 0.02),
      p75('/', 'bbbbbbbbbbbb', 'desktop', 'LCP', 1200),
      p75('/blog', 'cccccccccccc', 'phone', 'INP', 300),
      p75('/nosotros', 'bbbbbbbbbbbb', 'desktop', 'LCP', 1000),
    ],
    releases,
  );
  const health = routeHealth(rows);
  expect(health.map((h) => [h.route, h.device, h.worst])).toEqual([
    ['/', 'phone', 'poor'],
    ['/blog', 'phone', 'needs-improvement'],
    ['/', 'desktop', 'good'],
    ['/nosotros', 'desktop', 'good'],
  ]);
  expect(health[0]?.live.release).toBe('bbbbbbbbbbbb');
  expect(health[0]?.previous?.release).toBe('aaaaaaaaaaaa');
  expect(health[1]?.previous).toBeUndefined();
  expect(vitalChange('LCP', 4200, 2100)).toBe('+2,10 s');
  expect(vitalChange('INP', 150, 270)).toBe('−120 ms');
});
