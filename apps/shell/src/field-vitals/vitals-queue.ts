// What a page reports of its field performance and how it is batched (report-vitals.ts sends it).
// The server (report_web_vitals, supabase/migrations) checks the same names and ranges again and
// that the remote, release and route are ones the site serves (register_site_releases); it
// refuses a whole batch with one bad report: values it would refuse are left out here.
import { UNRELEASED } from '../../../../supabase/functions/_shared/contracts/site-releases.ts';
import { CONNECTIONS, isVital, type Device, type VitalMetric } from '../../../../supabase/functions/_shared/contracts/web-vitals.ts';

/** What every report of a page load says besides its metric: nothing in it identifies the visitor. */
export interface PageContext {
  /** The route pattern ('/blog/:slug'). */
  route: string;
  remote: string;
  /** The remote's release version (remotes.json), or UNRELEASED when the site serves builds. */
  release: string;
  /** Phones below 768 px of viewport width: only how the reports are split, no layout breakpoint. */
  device: Device;
  /** navigator.connection.effectiveType when the browser gives one of its four values. */
  connection: string | null;
}

export type VitalReport = PageContext & { metric: VitalMetric; value: number };

/** A batch is sent as soon as it holds this many (the server takes up to 20). */
export const MAX_BATCH = 10;

export const pageContext = (route: string, remote: string, release: string | undefined, viewportWidth: number, effectiveType: unknown): PageContext => ({
  route,
  remote,
  release: release ?? UNRELEASED,
  device: viewportWidth < 768 ? 'phone' : 'desktop',
  connection: typeof effectiveType === 'string' && (CONNECTIONS as readonly string[]).includes(effectiveType) ? effectiveType : null,
});

/**
 * Collects a page's reports and hands them to `send` as one JSON batch when `flush` is called (the
 * page hidden) or once MAX_BATCH are waiting, and never otherwise; each report once. Values are
 * rounded (whole ms, CLS to 4 decimals) and left out beyond what the server takes.
 */
export function vitalsBatch(page: PageContext, send: (body: string) => void) {
  const waiting: VitalReport[] = [];
  const flush = () => {
    if (waiting.length > 0) send(JSON.stringify(waiting.splice(0)));
  };
  const add = (metric: string, value: number) => {
    if (!isVital(metric, value)) return;
    const cls = metric === 'CLS';
    waiting.push({ ...page, metric, value: cls ? Math.round(value * 1e4) / 1e4 : Math.round(value) });
    if (waiting.length >= MAX_BATCH) flush();
  };
  return { add, flush };
}
