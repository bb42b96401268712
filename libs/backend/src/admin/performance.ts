import { z } from 'zod';
import type { Backend } from '../client.ts';

/** The vitals visitors' browsers report, in the order the panel shows them. */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'HYDRATED'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];
export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];
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

// The web-vitals functions come with the field-vitals migration (issue 25): until the generated
// types have them, they are called by name and their answer is checked here, as every answer is.
type Rpc = (fn: string, args: Record<string, unknown>) => PromiseLike<{ data: unknown; error: Error | null }>;
const rpc = (client: Backend): Rpc => client.rpc.bind(client) as unknown as Rpc;

async function call<T>(client: Backend, fn: string, days: number, schema: z.ZodType<T>): Promise<T> {
  const { data, error } = await rpc(client)(fn, { p_days: days });
  if (error) throw error;
  return schema.parse(data);
}

/** The Rendimiento section's data over the last `days` days, aggregated by the database (admins only). */
export async function getVitalsReport(client: Backend, days: VitalsPeriod): Promise<VitalsReport> {
  const [p75, daily, releases] = await Promise.all([
    call(client, 'admin_web_vitals_p75', days, p75Schema),
    call(client, 'admin_web_vitals_daily', days, dailySchema),
    call(client, 'admin_web_vitals_releases', days, releasesSchema),
  ]);
  return { p75, daily, releases };
}
