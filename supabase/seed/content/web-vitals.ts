/**
 * 28 days of field measurements for the admin panel's "Rendimiento" charts: every public route,
 * phone and desktop, one release of each remote except marketing, which shipped a second, slower
 * release ten days before the seed ran (LCP and the time to interactive worse by about half).
 * Deterministic: the same seed time gives the same rows (mulberry32 from a fixed seed), and the
 * number of rows never depends on it. The seed replaces the rows of these releases on every run.
 */
import { createRandom, hashString, pick } from '../lib/random.ts';

type Metric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB' | 'HYDRATED';
type Device = 'phone' | 'desktop';

export interface SeededVital {
  created_at: string;
  route: string;
  remote: string;
  release: string;
  device: Device;
  connection: string | null;
  metric: Metric;
  value: number;
}

export const VITALS_DAYS = 28;
/** Release versions of the seeded history (shaped like real ones: 12 hex digits), oldest first. */
export const SEEDED_RELEASES: Record<string, readonly string[]> = {
  marketing: ['3f9a1c27be04', '8d52e0a4c1f6'],
  commerce: ['c41d7a9e2b58'],
  content: ['5be8f3102d7a'],
  music: ['e07c6b49a3d1'],
};
/** When marketing's second release went live, before the seed time. */
const PROMOTED_DAYS_AGO = 10.4;

/** Each public route, its visits a day per device, and how heavy it is next to '/'. */
const ROUTES: ReadonlyArray<{ route: string; remote: string; visits: number; weight: number }> = [
  { route: '/', remote: 'marketing', visits: 8, weight: 1 },
  { route: '/nosotros', remote: 'marketing', visits: 3, weight: 1.1 },
  { route: '/soluciones', remote: 'marketing', visits: 3, weight: 1.05 },
  { route: '/beneficios', remote: 'marketing', visits: 2, weight: 1 },
  { route: '/impacto', remote: 'marketing', visits: 2, weight: 1 },
  { route: '/contacto', remote: 'marketing', visits: 3, weight: 1.1 },
  { route: '/politica-cookies', remote: 'marketing', visits: 1, weight: 0.9 },
  { route: '/politica-privacidad', remote: 'marketing', visits: 1, weight: 0.9 },
  { route: '/condiciones-uso', remote: 'marketing', visits: 1, weight: 0.9 },
  { route: '/condiciones-contratacion', remote: 'marketing', visits: 1, weight: 0.9 },
  { route: '/tienda', remote: 'commerce', visits: 4, weight: 1.25 },
  { route: '/blog', remote: 'content', visits: 3, weight: 1.2 },
  { route: '/blog/:slug', remote: 'content', visits: 4, weight: 1.3 },
  { route: '/prensa', remote: 'content', visits: 1, weight: 1.35 },
  { route: '/playlist-music', remote: 'music', visits: 2, weight: 1.3 },
];

/** Median on a desktop of '/' of the first release, and the spread (log-normal sigma). */
const METRICS: Record<Metric, { median: number; sigma: number; phone: number; slower: number }> = {
  TTFB: { median: 160, sigma: 0.35, phone: 1.6, slower: 1 },
  FCP: { median: 850, sigma: 0.3, phone: 1.9, slower: 1.15 },
  LCP: { median: 1250, sigma: 0.3, phone: 1.9, slower: 1.5 },
  HYDRATED: { median: 1450, sigma: 0.3, phone: 2, slower: 1.6 },
  INP: { median: 80, sigma: 0.5, phone: 2.5, slower: 1.3 },
  CLS: { median: 0.03, sigma: 0.8, phone: 1.5, slower: 1 },
};

const DAY_MS = 86_400_000;

/** The history up to `now`: created_at within the last VITALS_DAYS days, never after `now`. */
export function webVitalsHistory(now: Date): SeededVital[] {
  const random = createRandom(hashString('pitwall:web-vitals'));
  // Box–Muller: a standard normal from two uniforms.
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const promotedAt = now.getTime() - PROMOTED_DAYS_AGO * DAY_MS;
  const rows: SeededVital[] = [];
  for (let day = 0; day < VITALS_DAYS; day += 1) {
    for (const { route, remote, visits, weight } of ROUTES) {
      for (const device of ['desktop', 'phone'] as const) {
        const count = device === 'phone' ? visits + Math.floor(visits / 2) : visits;
        for (let visit = 0; visit < count; visit += 1) {
          const at = now.getTime() - (day + random()) * DAY_MS;
          const releases = SEEDED_RELEASES[remote] ?? [];
          const slower = remote === 'marketing' && at >= promotedAt;
          const release = (slower ? releases[1] : releases[0]) as string;
          const connection =
            random() < 0.15 ? null : device === 'desktop' ? '4g' : pick(random, ['4g', '4g', '4g', '4g', '4g', '4g', '3g', '3g', '2g'] as const);
          const page = { created_at: new Date(at).toISOString(), route, remote, release, device, connection };
          for (const [metric, shape] of Object.entries(METRICS) as Array<[Metric, (typeof METRICS)[Metric]]>) {
            // A visit without an interaction has no INP; more than half of the pages never shift.
            if (metric === 'INP' && random() < 0.25) continue;
            if (metric === 'CLS' && random() < 0.55) {
              rows.push({ ...page, metric, value: 0 });
              continue;
            }
            const median = shape.median * (metric === 'CLS' ? 1 : weight) * (device === 'phone' ? shape.phone : 1) * (slower ? shape.slower : 1);
            const value = median * Math.exp(shape.sigma * normal());
            rows.push({ ...page, metric, value: metric === 'CLS' ? Math.min(Math.round(value * 1e4) / 1e4, 5) : Math.round(value * 10) / 10 });
          }
        }
      }
    }
  }
  return rows;
}
