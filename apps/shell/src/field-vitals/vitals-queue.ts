// What a page reports of its field performance and how it is batched (report-vitals.ts sends it).
// The server (report_web_vitals in supabase/migrations/20261129090000_web_vitals.sql) checks the
// same names and ranges again and refuses a whole batch with one bad report: the values that it
// would refuse are left out here.

export type Vital = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB' | 'HYDRATED';

/** One measurement of one page load: nothing in it identifies the visitor. */
export interface VitalReport {
  /** The route pattern ('/blog/:slug'). */
  route: string;
  remote: string;
  /** The remote's release version (remotes.json), or 'unreleased' when the site serves builds. */
  release: string;
  device: 'phone' | 'desktop';
  connection: string | null;
  metric: Vital;
  value: number;
}

/** A batch is sent as soon as it holds this many (the server takes up to 20). */
export const MAX_BATCH = 10;

/** Phones below 768 px of viewport width (the site's own breakpoint), desktop otherwise. */
export const deviceClass = (viewportWidth: number): VitalReport['device'] => (viewportWidth < 768 ? 'phone' : 'desktop');

/** navigator.connection.effectiveType when the browser gives one of its four values. */
export const connectionType = (effectiveType: unknown): string | null =>
  typeof effectiveType === 'string' && ['slow-2g', '2g', '3g', '4g'].includes(effectiveType) ? effectiveType : null;

/** The value as reported (ms to a tenth, CLS to 4 decimals), or null outside what the server takes. */
export function vitalValue(metric: Vital, value: number): number | null {
  const max = metric === 'CLS' ? 100 : 600_000;
  if (!Number.isFinite(value) || value < 0 || value > max) return null;
  const scale = metric === 'CLS' ? 1e4 : 10;
  return Math.round(value * scale) / scale;
}

/**
 * Collects a page's reports and hands them to `send` as one JSON batch when `flush` is called (the
 * page hidden) or once MAX_BATCH are waiting, and never otherwise. Each report is sent once.
 */
export class VitalsQueue {
  private waiting: VitalReport[] = [];

  constructor(private readonly send: (body: string) => void) {}

  add(report: VitalReport): void {
    this.waiting.push(report);
    if (this.waiting.length >= MAX_BATCH) this.flush();
  }

  flush(): void {
    if (this.waiting.length > 0) this.send(JSON.stringify(this.waiting.splice(0)));
  }
}
