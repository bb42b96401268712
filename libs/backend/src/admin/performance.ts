import { z } from 'zod';
import { DEVICES, VITAL_METRICS } from '../../../../supabase/functions/_shared/contracts/web-vitals.ts';
import type { Backend } from '../client.ts';

/** The vitals visitors' browsers report, in the order the panel shows them, and their devices. */
export { DEVICES, VITAL_METRICS, type Device, type VitalMetric } from '../../../../supabase/functions/_shared/contracts/web-vitals.ts';
/** The periods the Rendimiento section offers, in days. */
export const VITALS_PERIODS = [7, 28] as const;
export type VitalsPeriod = (typeof VITALS_PERIODS)[number];

const metric = z.enum(VITAL_METRICS);
const device = z.enum(DEVICES);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const key = { route: z.string(), remote: z.string(), release: z.string(), device, metric, p75: z.number(), samples: z.number().int().nonnegative() };

const p75Schema = z.array(z.object(key));
const dailySchema = z.array(z.object({ day, ...key }));
const releasesSchema = z.array(z.object({ remote: z.string(), release: z.string(), first_seen: z.string() }));

/** p75 of one vital for a route, release and device over the period (ms; CLS unitless). */
export type VitalP75 = z.infer<typeof p75Schema>[number];
/** The same per day (Europe/Madrid). */
export type VitalDaily = z.infer<typeof dailySchema>[number];
/** When each release of a remote was first seen in the field: its promotion. */
export type RemoteRelease = z.infer<typeof releasesSchema>[number];

export interface VitalsReport {
  p75: VitalP75[];
  daily: VitalDaily[];
  releases: RemoteRelease[];
}

/** The API answers at most this many rows (PostgREST max_rows): longer answers come page by page. */
const PAGE_ROWS = 1000;
type VitalsFunction = 'admin_web_vitals_p75' | 'admin_web_vitals_daily' | 'admin_web_vitals_releases';

/** Every row a vitals function answers for the period (28 days of daily rows are several thousand). */
async function allRows<T>(client: Backend, fn: VitalsFunction, days: number, schema: z.ZodType<T[]>): Promise<T[]> {
  const rows: T[] = [];
  // The functions answer in a fixed order, so the pages neither overlap nor leave gaps.
  for (let from = 0; ; from += PAGE_ROWS) {
    const { data, error } = await client.rpc(fn, { p_days: days }).range(from, from + PAGE_ROWS - 1);
    if (error) throw error;
    const page = schema.parse(data);
    rows.push(...page);
    if (page.length < PAGE_ROWS) return rows;
  }
}

/** The Rendimiento section's data over the last `days` days, aggregated by the database (admins only). */
export async function getVitalsReport(client: Backend, days: VitalsPeriod): Promise<VitalsReport> {
  const [p75, daily, releases] = await Promise.all([
    allRows(client, 'admin_web_vitals_p75', days, p75Schema),
    allRows(client, 'admin_web_vitals_daily', days, dailySchema),
    allRows(client, 'admin_web_vitals_releases', days, releasesSchema),
  ]);
  return { p75, daily, releases };
}
