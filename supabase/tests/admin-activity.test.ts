/**
 * admin_activity_series(), the admin summary's charts, against the real stack: refused to visitors
 * and customers; leads per week by kind, paid orders and revenue per month and data-sheet requests by
 * format, bucketed in Madrid time (Monday-to-Sunday weeks, across the change to summer time), with a
 * zero for every empty week and month. A past period (March 2021, which no other test or seed
 * touches) makes the numbers exact.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getActivitySeries, type ActivitySeries } from '@pitwall/backend/admin';
import type { Backend } from '@pitwall/backend';
import { anonClient, serviceClient } from '../../tools/local-stack/testing.ts';
import { SITE_TIME_ZONE } from '../functions/_shared/contracts/site-time.ts';
import { type Actor, signedInActor } from './support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const tag = randomUUID().slice(0, 8);
const email = (who: string) => `${who}.${tag}@example.com`;
const UNTIL = '2021-03-31';
const LEAD_TABLES = ['contact_messages', 'product_sheet_requests', 'manifesto_downloads', 'music_downloads'];
const orderIds: string[] = [];
let admin: Actor;
let customer: Actor;

/** Inserts a row as the service role, then sets its arrival time (insert triggers stamp now()). */
async function lead(table: string, row: Record<string, unknown>, createdAt: string): Promise<void> {
  const { data, error } = await service.from(table).insert(row).select('id').single();
  if (error) throw error;
  const update = await service.from(table).update({ created_at: createdAt }).eq('id', data.id);
  if (update.error) throw update.error;
}

async function order(status: 'paid' | 'pending', subtotal: number, at: string): Promise<void> {
  const { data, error } = await service
    .from('orders')
    .insert({ email: email('comprador'), status, subtotal_cents: subtotal, shipping_cents: 500, payment_provider: 'sandbox', paid_at: status === 'paid' ? at : null, created_at: at })
    .select('id')
    .single();
  if (error) throw error;
  orderIds.push(data.id);
}

const contact = (source: string) => ({ nombre: 'Carla Contacto', empresa: 'Acme', email: email('carla'), telefono: '600111222', puesto: 'RRHH', mensaje: 'Queremos una demo para el equipo.', source });

beforeAll(async () => {
  admin = await signedInActor('actividad-admin', { admin: true });
  customer = await signedInActor('actividad-cliente');
  // Summer time began in Madrid on Sunday 28 March 2021 at 02:00 (UTC+1 → UTC+2).
  await lead('manifesto_downloads', { nombre: 'Marta Manifiesto', email: email('marta') }, '2021-03-28T22:30:00Z'); // Mon 29 Mar 00:30 in Madrid
  await lead('contact_messages', contact('demo'), '2021-03-21T23:30:00Z'); // Mon 22 Mar 00:30 (a Sunday in UTC)
  await lead('contact_messages', contact('contacto'), '2021-03-28T21:30:00Z'); // Sun 28 Mar 23:30: still the week of the 22nd
  await lead('product_sheet_requests', { nombre: 'Fede Ficha', email: email('fede'), telefono: '600333444', puesto: 'CEO', tamano_equipo: '11-50 empleados', formato_producto: 'torneos' }, '2021-02-10T12:00:00Z');
  // Outside the twelve weeks (11 January to 31 March): Sunday 10 January 23:30 and Thursday 1 April 00:30 in Madrid.
  await lead('music_downloads', { nombre: 'Antes', email: email('antes') }, '2021-01-10T22:30:00Z');
  await lead('music_downloads', { nombre: 'Después', email: email('despues') }, '2021-03-31T22:30:00Z');
  await lead('product_sheet_requests', { nombre: 'Fuera', email: email('fuera'), telefono: '600333444', puesto: 'CEO', tamano_equipo: '11-50 empleados', formato_producto: 'demoday' }, '2021-01-10T22:30:00Z');
  await order('paid', 10_000, '2021-02-28T23:30:00Z'); // 1 March 00:30 in Madrid
  await order('paid', 2_000, '2021-03-15T10:00:00Z');
  await order('paid', 7_000, '2020-09-30T22:30:00Z'); // 1 October 00:30 (summer time): the first month
  await order('paid', 9_900, '2020-09-30T21:30:00Z'); // 30 September 23:30: before it
  await order('pending', 50_000, '2021-03-10T10:00:00Z');
});

afterAll(async () => {
  for (const table of LEAD_TABLES) await service.from(table).delete().like('email', `%.${tag}@example.com`);
  if (orderIds.length) await service.from('orders').delete().in('id', orderIds);
});

describe('admin_activity_series', () => {
  it('refuses visitors and customers (42501), whatever the period', async () => {
    await expect(getActivitySeries(typed(anonClient()), UNTIL)).rejects.toMatchObject({ code: '42501' });
    await expect(getActivitySeries(typed(customer.client))).rejects.toMatchObject({ code: '42501' });
    await expect(getActivitySeries(typed(customer.client), UNTIL)).rejects.toMatchObject({ code: '42501' });
  });

  describe('for an admin, up to 31 March 2021', () => {
    let series: ActivitySeries;
    beforeAll(async () => {
      series = await getActivitySeries(typed(admin.client), UNTIL);
    });

    it('has twelve Monday-to-Sunday weeks, the last one holding the day asked for', () => {
      expect(series).toMatchObject({ until: UNTIL, weeks_from: '2021-01-11', months_from: '2020-10-01' });
      const mondays = series.leads_per_week.map((week) => week.week_start);
      expect(mondays).toHaveLength(12);
      expect(mondays[0]).toBe('2021-01-11');
      expect(mondays.at(-1)).toBe('2021-03-29');
      for (const monday of mondays) expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
    });

    it('counts each lead in its week in Madrid time, demo requests apart, and every other week and kind as zero', () => {
      const zeros = { contacto: 0, demo: 0, ficha: 0, manifiesto: 0, prensa: 0, musica: 0, suscriptor: 0 };
      const expected: Record<string, typeof zeros> = {
        '2021-02-08': { ...zeros, ficha: 1 },
        '2021-03-22': { ...zeros, contacto: 1, demo: 1 },
        '2021-03-29': { ...zeros, manifiesto: 1 },
      };
      for (const week of series.leads_per_week) expect(week.by_kind, week.week_start).toEqual(expected[week.week_start] ?? zeros);
    });

    it('counts paid orders and their revenue (with shipping) per calendar month in Madrid time', () => {
      expect(series.orders_per_month).toEqual([
        { month_start: '2020-10-01', paid_orders: 1, revenue_cents: 7_500 },
        { month_start: '2020-11-01', paid_orders: 0, revenue_cents: 0 },
        { month_start: '2020-12-01', paid_orders: 0, revenue_cents: 0 },
        { month_start: '2021-01-01', paid_orders: 0, revenue_cents: 0 },
        { month_start: '2021-02-01', paid_orders: 0, revenue_cents: 0 },
        { month_start: '2021-03-01', paid_orders: 2, revenue_cents: 13_000 },
      ]);
    });

    it('counts data-sheet requests of the twelve weeks by format, every format listed', () => {
      expect(series.sheet_requests_by_format).toEqual([
        { format: 'demoday', requests: 0 },
        { format: 'experience', requests: 0 },
        { format: 'suscripcion', requests: 0 },
        { format: 'torneos', requests: 1 },
      ]);
    });
  });

  it('ends today in Madrid by default, this week last', async () => {
    const series = await getActivitySeries(typed(admin.client));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE }).format(new Date());
    expect(series.until).toBe(today);
    const last = series.leads_per_week.at(-1)?.week_start as string;
    const days = (Date.parse(`${today}T12:00:00Z`) - Date.parse(`${last}T12:00:00Z`)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(0);
    expect(days).toBeLessThan(7);
    expect(series.leads_per_week).toHaveLength(12);
    expect(series.orders_per_month).toHaveLength(6);
  });
});
