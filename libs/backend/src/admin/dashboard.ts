import { z } from 'zod';
import type { Backend } from '../client.ts';
import { LEAD_KINDS, type LeadKind } from './inbox.ts';

const count = z.number().int().nonnegative();
const dashboardSchema = z.object({
  week_start: z.string(),
  month_start: z.string(),
  leads_this_week: count,
  /** The same days of last week (Monday up to today's weekday). */
  leads_previous_week: count,
  leads_pending: count,
  leads_this_week_by_kind: z.partialRecord(z.enum(Object.keys(LEAD_KINDS) as [LeadKind, ...LeadKind[]]), count),
  paid_orders_this_month: count,
  revenue_cents_this_month: count,
  /** The same days of last month. */
  paid_orders_previous_month: count,
  revenue_cents_previous_month: count,
  pending_orders: count,
});

export type Dashboard = z.infer<typeof dashboardSchema>;

/** The panel's summary, counted by the database in the company's time zone (admins only). */
export async function getDashboard(client: Backend): Promise<Dashboard> {
  const { data, error } = await client.rpc('admin_dashboard');
  if (error) throw error;
  return dashboardSchema.parse(data);
}
