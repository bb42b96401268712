/** The admin summary's counters (getDashboard) against the real stack: admins only. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { getDashboard } from './dashboard.ts';
import type { Backend } from '../client.ts';
import { anonClient, serviceClient } from '../../../../tools/local-stack/testing.ts';
import { adminAndUser } from '../../../../supabase/tests/support/clients.ts';
import { orderWriter } from '../../../../supabase/tests/support/orders.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const tag = randomUUID().slice(0, 8);
const email = (who: string) => `${who}.${tag}@example.com`;
const people = adminAndUser('resumen');

describe('the dashboard', () => {
  const order = orderWriter(email('comprador'));
  afterAll(async () => {
    await service.from('blog_subscribers').delete().eq('email', email('nuevo'));
  });

  it('counts leads this week, pending leads, paid orders and revenue this month', async () => {
    const before = await getDashboard(typed(people.admin.client));
    await order('paid', 12_000, 500, new Date().toISOString());
    await order('paid', 3_000, 0, '2020-01-15T10:00:00Z'); // an old month: not counted
    await order('pending', 9_900, 0);
    expect((await service.from('blog_subscribers').insert({ email: email('nuevo') })).error).toBeNull();
    const after = await getDashboard(typed(people.admin.client));
    expect(after.paid_orders_this_month - before.paid_orders_this_month).toBe(1);
    expect(after.revenue_cents_this_month - before.revenue_cents_this_month).toBe(12_500);
    expect(after.pending_orders - before.pending_orders).toBe(1);
    expect(after.leads_this_week - before.leads_this_week).toBe(1);
    expect(after.leads_pending - before.leads_pending).toBe(1);
    expect((after.leads_this_week_by_kind.suscriptor ?? 0) - (before.leads_this_week_by_kind.suscriptor ?? 0)).toBe(1);
    // Weeks start on Monday, months on the 1st.
    expect(new Date(`${after.week_start}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(after.month_start).toMatch(/-01$/);
  });

  it('is refused to anyone but an admin', async () => {
    await expect(getDashboard(typed(people.user.client))).rejects.toMatchObject({ code: '42501' });
    await expect(getDashboard(typed(anonClient()))).rejects.toMatchObject({ code: '42501' });
  });
});
