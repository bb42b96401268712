/**
 * What a page reports of its field performance: the metrics, devices and connection types, and
 * each metric's range. The shell's beacon (apps/shell/src/field-vitals) and the admin panel
 * (libs/backend) import them; report_web_vitals and web_vitals' checks state the same in SQL, and
 * supabase/tests/web-vitals-agreement.test.ts fails when they differ. Plain TypeScript with no
 * Deno or browser API.
 */

/** The Core Web Vitals and HYDRATED (navigation start to the moment the shell marks the page live), in the panel's order. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'HYDRATED'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** navigator.connection.effectiveType's values. */
export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;

/** The largest value the server takes: CLS is unitless, the others are milliseconds (10 minutes). */
export const vitalMax = (metric: VitalMetric): number => (metric === 'CLS' ? 100 : 600_000);

/** Whether the server takes this measurement. */
export const isVital = (metric: string, value: number): metric is VitalMetric =>
  (VITAL_METRICS as readonly string[]).includes(metric) && value >= 0 && value <= vitalMax(metric as VitalMetric);
