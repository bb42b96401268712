// Loaded only once the page is live (measure-page.ts), in a chunk of its own: web-vitals and this
// module are all the reporting adds to a first load.
import { getRuntimeConfig } from '@pitwall/config';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { remotesAtStartup } from '../federation/remote-registry.ts';
import type { MeasuredPage } from './measure-page.ts';
import { pageContext, vitalsBatch } from './vitals-queue.ts';

/**
 * Measures the page the visitor landed on — its Core Web Vitals by web-vitals and `hydratedAt`,
 * when it became interactive — and sends them with navigator.sendBeacon when the page is hidden
 * (or a batch is full), to report_web_vitals. A beacon survives the page closing, needs no headers (the key goes in the query, the body is
 * text/plain, so no CORS preflight) and nothing waits for its answer. It is not a fetch, so the
 * security monitor neither limits nor logs it: the database limits it per address. Everything is of
 * the landing page; a later in-app navigation is not a page load and is not measured apart.
 */
export async function reportVitals(route: MeasuredPage, hydratedAt: number): Promise<void> {
  const { supabase } = getRuntimeConfig();
  const release = (await remotesAtStartup()).find((entry) => entry.name === route.remote)?.version;
  const url = `${supabase.url}/rest/v1/rpc/report_web_vitals?apikey=${encodeURIComponent(supabase.anonKey)}`;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: unknown } }).connection;
  const batch = vitalsBatch(pageContext(route.path, route.remote, release, innerWidth, connection?.effectiveType), (body) => navigator.sendBeacon(url, body));
  const onMetric = (metric: Metric) => batch.add(metric.name, metric.value);

  batch.add('HYDRATED', hydratedAt);
  onLCP(onMetric);
  onINP(onMetric);
  onCLS(onMetric);
  onFCP(onMetric);
  onTTFB(onMetric);
  // After web-vitals' own listener (it captures on window), which reports LCP, INP and CLS as the
  // page is hidden: leaving, closing, switching tabs. Not on pagehide: on leaving it comes before
  // visibilitychange, and flushing then would split the report in two beacons.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && batch.flush());
}
