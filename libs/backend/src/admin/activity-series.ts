import { z } from 'zod';
import type { Backend } from '../client.ts';
import { PRODUCT_FORMATS } from '../leads/lead-fields.ts';

/**
 * The kinds the summary's weekly chart counts, in the chart's order: the inbox's kinds, with contact
 * requests split by the form that sent them (the demo dialog's are 'demo').
 */
export const ACTIVITY_LEAD_KINDS = {
  contacto: 'Contacto',
  demo: 'Demo',
  ficha: 'Ficha técnica',
  manifiesto: 'Manifiesto',
  prensa: 'Prensa',
  musica: 'Música',
  suscriptor: 'Suscriptor del blog',
} as const;
export type ActivityLeadKind = keyof typeof ACTIVITY_LEAD_KINDS;

/** The data-sheet formats (the /soluciones tabs), by product_sheet_requests.formato_producto, named as visitors read them. */
export const SHEET_FORMATS = PRODUCT_FORMATS;
export type SheetFormat = keyof typeof SHEET_FORMATS;

const count = z.number().int().nonnegative();
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const kinds = Object.keys(ACTIVITY_LEAD_KINDS) as [ActivityLeadKind, ...ActivityLeadKind[]];

const activitySchema = z.object({
  until: day,
  weeks_from: day,
  months_from: day,
  leads_per_week: z.array(z.object({ week_start: day, by_kind: z.record(z.enum(kinds), count) })),
  orders_per_month: z.array(z.object({ month_start: day, paid_orders: count, revenue_cents: count })),
  sheet_requests_by_format: z.array(z.object({ format: z.enum(Object.keys(SHEET_FORMATS) as [SheetFormat, ...SheetFormat[]]), requests: count })),
});

export type ActivitySeries = z.infer<typeof activitySchema>;

/**
 * The summary's charts, aggregated by the database in the company's time zone (admins only): 12
 * weeks of leads by kind, 6 months of paid orders and revenue, data-sheet requests by format.
 * `until` (YYYY-MM-DD) ends the period; by default today in Madrid.
 */
export async function getActivitySeries(client: Backend, until?: string): Promise<ActivitySeries> {
  const { data, error } = await client.rpc('admin_activity_series', until ? { p_until: until } : {});
  if (error) throw error;
  return activitySchema.parse(data);
}
