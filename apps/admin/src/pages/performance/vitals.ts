import { VITAL_METRICS, type Device, type RemoteRelease, type VitalDaily, type VitalMetric, type VitalP75 } from '@pitwall/backend/admin';
import { formatCount, formatDay, formatDecimal, formatShortDay, type DataTable } from '../../charts/data-table.ts';
import { madridDay } from '../../ui/dates.ts';

export const METRIC_LABELS: Record<VitalMetric, string> = {
  LCP: 'LCP',
  INP: 'INP',
  CLS: 'CLS',
  FCP: 'FCP',
  TTFB: 'TTFB',
  HYDRATED: 'Interactiva',
};

export const METRIC_NAMES: Record<VitalMetric, string> = {
  LCP: 'LCP (mayor elemento visible)',
  INP: 'INP (respuesta a la interacción)',
  CLS: 'CLS (estabilidad visual)',
  FCP: 'FCP (primer contenido)',
  TTFB: 'TTFB (primer byte)',
  HYDRATED: 'Interactiva (página hidratada)',
};

export const DEVICE_LABELS: Record<Device, string> = { phone: 'Móvil', desktop: 'Escritorio' };

/**
 * Good up to the first value, poor above the second, needs improvement between (p75, Google's
 * thresholds; times in ms, CLS unitless). HYDRATED, the moment the page answers clicks, has no
 * Google threshold: it takes Lighthouse's bands for Time to Interactive (3.8 s / 7.3 s), the lab
 * metric closest to it.
 */
export const THRESHOLDS: Record<VitalMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  HYDRATED: [3800, 7300],
};

export type Rating = 'good' | 'needs-improvement' | 'poor';
export const RATING_LABELS: Record<Rating, string> = { good: 'Bueno', 'needs-improvement': 'Mejorable', poor: 'Malo' };

export function rate(metric: VitalMetric, p75: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  if (p75 <= good) return 'good';
  return p75 > poor ? 'poor' : 'needs-improvement';
}

/** CLS as '0,08'; times below a second in ms ('180 ms'), above in seconds ('2,35 s'). */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return formatDecimal(value, 2);
  return value < 1000 ? `${formatCount(Math.round(value))} ms` : `${formatDecimal(value / 1000, 2)} s`;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Newest promotion first; a release never seen in the list of promotions last. */
function releaseOrder(releases: RemoteRelease[]) {
  const seen = new Map(releases.map((r) => [`${r.remote}/${r.release}`, Date.parse(r.first_seen)]));
  return (remote: string, a: string, b: string) => (seen.get(`${remote}/${b}`) ?? -Infinity) - (seen.get(`${remote}/${a}`) ?? -Infinity) || byText(a, b);
}

export interface P75Row {
  route: string;
  remote: string;
  release: string;
  device: Device;
  samples: number;
  values: Partial<Record<VitalMetric, { p75: number; rating: Rating }>>;
}

/** One row per route, release and device with the p75 of each vital: the section's main table. */
export function p75Rows(rows: VitalP75[], releases: RemoteRelease[]): P75Row[] {
  const grouped = new Map<string, P75Row>();
  for (const row of rows) {
    const id = [row.route, row.remote, row.release, row.device].join('\u0000');
    let entry = grouped.get(id);
    if (!entry) {
      entry = { route: row.route, remote: row.remote, release: row.release, device: row.device, samples: 0, values: {} };
      grouped.set(id, entry);
    }
    entry.values[row.metric] = { p75: row.p75, rating: rate(row.metric, row.p75) };
    entry.samples = Math.max(entry.samples, row.samples);
  }
  const newestFirst = releaseOrder(releases);
  return [...grouped.values()].sort(
    (a, b) => byText(a.route, b.route) || byText(a.remote, b.remote) || newestFirst(a.remote, a.release, b.release) || byText(b.device, a.device),
  );
}

export const cellText = (metric: VitalMetric, value: P75Row['values'][VitalMetric]) =>
  value ? `${formatVital(metric, value.p75)} · ${RATING_LABELS[value.rating]}` : 'Sin datos';

export function p75Table(rows: P75Row[], days: number): DataTable {
  return {
    title: `Percentil 75 por ruta y versión, últimos ${days} días`,
    columns: ['Ruta', 'Remoto', 'Versión', 'Dispositivo', ...VITAL_METRICS.map((m) => METRIC_LABELS[m]), 'Muestras'],
    rows: rows.map((row) => [
      row.route,
      row.remote,
      row.release,
      DEVICE_LABELS[row.device],
      ...VITAL_METRICS.map((metric) => cellText(metric, row.values[metric])),
      formatCount(row.samples),
    ]),
  };
}

/** The routes with daily data, most measured first. */
export function routesByTraffic(daily: VitalDaily[]): string[] {
  const samples = new Map<string, number>();
  for (const row of daily) if (row.metric === 'LCP') samples.set(row.route, (samples.get(row.route) ?? 0) + row.samples);
  for (const row of daily) if (!samples.has(row.route)) samples.set(row.route, 0);
  return [...samples.entries()].sort((a, b) => b[1] - a[1] || byText(a[0], b[0])).map(([route]) => route);
}

/** The last `count` calendar days up to `today` (YYYY-MM-DD), oldest first. */
export function periodDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T12:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

export interface Marker {
  /** Index of the day in the chart's days. */
  index: number;
  label: string;
}

export interface RouteChart {
  days: string[];
  labels: string[];
  /** p75 per day and device; null where nothing was measured that day. */
  lines: Record<Device, Array<number | null>>;
  markers: Marker[];
  table: DataTable;
}

/**
 * One route's p75 of one vital per day, phone and desktop, with the promotions of its remote marked
 * on the day they were first seen. A day served by two releases (the promotion's) gets their p75s
 * averaged by samples on the line; its table keeps one row per release.
 */
export function routeChart(daily: VitalDaily[], releases: RemoteRelease[], { route, metric, today, days: count }: { route: string; metric: VitalMetric; today: string; days: number }): RouteChart {
  const days = periodDays(today, count);
  const index = new Map(days.map((day, i) => [day, i]));
  const rows = daily.filter((row) => row.route === route && row.metric === metric && index.has(row.day));
  const lines = {} as Record<Device, Array<number | null>>;
  for (const device of ['phone', 'desktop'] as const) {
    lines[device] = days.map((day) => {
      const that = rows.filter((row) => row.device === device && row.day === day);
      const samples = that.reduce((sum, row) => sum + row.samples, 0);
      if (!that.length) return null;
      return samples ? that.reduce((sum, row) => sum + row.p75 * row.samples, 0) / samples : (that[0] as VitalDaily).p75;
    });
  }
  const remotes = new Set(rows.map((row) => row.remote));
  const markers = releases
    .filter((release) => remotes.has(release.remote))
    .map((release) => ({ day: madridDay(new Date(release.first_seen)), release }))
    .filter(({ day }) => index.has(day))
    .sort((a, b) => byText(a.day, b.day) || byText(a.release.release, b.release.release))
    .map(({ day, release }) => ({ index: index.get(day) as number, label: `${release.remote} ${release.release.slice(0, 7)}` }));
  const sorted = [...rows].sort((a, b) => byText(a.day, b.day) || byText(b.device, a.device) || byText(a.release, b.release));
  return {
    days,
    labels: days.map(formatShortDay),
    lines,
    markers,
    table: {
      title: `${METRIC_LABELS[metric]} por día en ${route}`,
      columns: ['Día', 'Remoto', 'Versión', 'Dispositivo', `p75 ${METRIC_LABELS[metric]}`, 'Valoración', 'Muestras'],
      rows: sorted.map((row) => [
        formatDay(row.day),
        row.remote,
        row.release,
        DEVICE_LABELS[row.device],
        formatVital(metric, row.p75),
        RATING_LABELS[rate(metric, row.p75)],
        formatCount(row.samples),
      ]),
    },
  };
}

/** The three Core Web Vitals Google rates a page by: what the section answers first. */
export const CORE_VITALS = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalMetric[];

export interface RouteHealth {
  route: string;
  device: Device;
  /** The newest release measured on this route and device (the live one, once it has visits). */
  live: P75Row;
  /** The release before it, when it was measured in the period too. */
  previous?: P75Row;
  /** The worst rating among the core vitals of the live release. */
  worst: Rating;
}

const SEVERITY: Record<Rating, number> = { good: 0, 'needs-improvement': 1, poor: 2 };

/**
 * How each route does on phones and desktops with its live release, beside the release before it:
 * the rows of `p75Rows` (already newest release first), one entry per route and device, the
 * routes in trouble first ('Malo', then 'Mejorable'), then by route.
 */
export function routeHealth(rows: P75Row[]): RouteHealth[] {
  const byRouteAndDevice = new Map<string, P75Row[]>();
  for (const row of rows) {
    const id = `${row.route}\u0000${row.device}`;
    byRouteAndDevice.set(id, [...(byRouteAndDevice.get(id) ?? []), row]);
  }
  const health = [...byRouteAndDevice.values()].map(([live, previous]) => {
    const ratings = CORE_VITALS.map((metric) => live?.values[metric]?.rating).filter((rating): rating is Rating => rating !== undefined);
    const worst = ratings.reduce<Rating>((a, b) => (SEVERITY[b] > SEVERITY[a] ? b : a), 'good');
    return { route: (live as P75Row).route, device: (live as P75Row).device, live: live as P75Row, previous, worst };
  });
  return health.sort((a, b) => SEVERITY[b.worst] - SEVERITY[a.worst] || byText(a.route, b.route) || byText(b.device, a.device));
}

/** '+0,35 s' / '−120 ms' / '+0,02': a p75's change from the previous release, in the metric's unit. */
export function vitalChange(metric: VitalMetric, now: number, before: number): string {
  const delta = now - before;
  const sign = delta > 0 ? '+' : delta < 0 ? '−' : '±';
  return `${sign}${formatVital(metric, Math.abs(delta))}`;
}
