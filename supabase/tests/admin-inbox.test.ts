/**
 * The admin panel's inbox, dashboard, orders and security events, through supabase-js against the
 * real stack, as the panel calls them: an admin sees and changes everything; anyone else is refused
 * by the database itself.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { getAllInbox, getInbox, LeadNotUpdatedError, setLeadHandled, type InboxRow } from '../../libs/backend/src/admin/inbox.ts';
import { getDashboard } from '../../libs/backend/src/admin/dashboard.ts';
import { getOrders } from '../../libs/backend/src/admin/orders.ts';
import { getSecurityEvents } from '../../libs/backend/src/admin/security-events.ts';
import type { Backend } from '../../libs/backend/src/client.ts';
import { anonClient, serviceClient } from '../../tools/local-stack/testing.ts';
import { type Actor, signedInActor } from './support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const tag = randomUUID().slice(0, 8);
const email = (who: string) => `${who}.${tag}@example.com`;
let admin: Actor;
let user: Actor;

/** Inserts a row as the service role, then sets its arrival time (insert triggers stamp now()). */
async function lead(table: string, row: Record<string, unknown>, createdAt?: string): Promise<string> {
  const { data, error } = await service.from(table).insert(row).select('id').single();
  if (error) throw error;
  if (createdAt) expect((await service.from(table).update({ created_at: createdAt }).eq('id', data.id)).error).toBeNull();
  return data.id as string;
}

beforeAll(async () => {
  admin = await signedInActor('inbox-admin', { admin: true });
  user = await signedInActor('inbox-user');
  await lead('contact_messages', {
    nombre: 'Clara Contacto',
    empresa: 'Acme; "Iberia"',
    email: email('clara'),
    telefono: '600111222',
    puesto: 'RRHH',
    mensaje: `=HYPERLINK("http://x") quiero una demo ${tag}`,
    source: 'demo',
  });
  await lead('product_sheet_requests', {
    nombre: 'Fede Ficha',
    email: email('fede'),
    telefono: '600333444',
    puesto: 'CEO',
    tamano_equipo: '11-50 empleados',
    formato_producto: 'experience',
  });
  // 23:30 in Madrid on 1 March (22:30 UTC): the arrival day is the 1st in the company's time zone.
  await lead('manifesto_downloads', { nombre: 'Marta Manifiesto', email: email('marta') }, '2026-03-01T22:30:00Z');
  await lead('press_contacts', { nombre: 'Pere Prensa', medio: 'Diari', email: email('pere'), tipo_solicitud: 'entrevista', mensaje: 'Entrevista' });
  await lead('music_downloads', { nombre: 'Mónica Música', email: email('monica') });
  await lead('blog_subscribers', { email: email('sara') });
});

afterAll(async () => {
  for (const table of ['contact_messages', 'product_sheet_requests', 'manifesto_downloads', 'press_contacts', 'music_downloads', 'blog_subscribers']) {
    await service.from(table).delete().like('email', `%.${tag}@example.com`);
  }
});

const inbox = (client: SupabaseClient, query: Partial<Parameters<typeof getInbox>[1]> = {}) =>
  getInbox(typed(client), { search: tag, page: 1, pageSize: 50, ...query });

describe('the inbox', () => {
  it('gathers every kind of lead, newest first, with Spanish details', async () => {
    const { rows, total } = await inbox(admin.client);
    expect(total).toBe(6);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['contacto', 'ficha', 'manifiesto', 'prensa', 'musica', 'suscriptor']));
    expect(rows.at(-1)?.kind).toBe('manifiesto');
    const sheet = rows.find((row) => row.kind === 'ficha');
    expect(sheet?.detalle).toBe('CEO · Formato: Experience Day · 11-50 empleados');
    expect(rows.find((row) => row.kind === 'prensa')).toMatchObject({ empresa: 'Diari', detalle: 'Solicitud: Entrevista' });
    expect(rows.every((row) => row.handled_at === null)).toBe(true);
  });

  it('filters by kind and by arrival day in Madrid time', async () => {
    expect((await inbox(admin.client, { kind: 'prensa' })).rows.map((row) => row.nombre)).toEqual(['Pere Prensa']);
    const firstOfMarch = await inbox(admin.client, { from: '2026-03-01', to: '2026-03-01' });
    expect(firstOfMarch.rows.map((row) => row.nombre)).toEqual(['Marta Manifiesto']);
    expect((await inbox(admin.client, { from: '2026-03-02', to: '2026-03-31' })).total).toBe(0);
  });

  it('marks a lead handled and pending again; the state filter follows', async () => {
    const [contact] = (await inbox(admin.client, { kind: 'contacto' })).rows as [InboxRow];
    const handledAt = await setLeadHandled(typed(admin.client), 'contacto', contact.id, true);
    expect(handledAt).not.toBeNull();
    expect((await inbox(admin.client, { state: 'gestionados' })).rows.map((row) => row.id)).toEqual([contact.id]);
    expect((await inbox(admin.client, { state: 'pendientes' })).total).toBe(5);
    expect(await setLeadHandled(typed(admin.client), 'contacto', contact.id, false)).toBeNull();
    expect((await inbox(admin.client, { state: 'pendientes' })).total).toBe(6);
  });

  it('exports every matching row, past one page', async () => {
    const rows = await getAllInbox(typed(admin.client), { search: tag });
    expect(rows).toHaveLength(6);
  });

  it('shows nothing to a signed-in user who is not an admin, refuses visitors, and lets neither mark a lead', async () => {
    expect(await inbox(user.client)).toEqual({ rows: [], total: 0 });
    await expect(inbox(anonClient())).rejects.toMatchObject({ code: '42501' });
    const { data, error } = await service.from('music_downloads').select('id').eq('email', email('monica')).single();
    if (error) throw error;
    await expect(setLeadHandled(typed(user.client), 'musica', data.id, true)).rejects.toBeInstanceOf(LeadNotUpdatedError);
    await expect(setLeadHandled(typed(anonClient()), 'musica', data.id, true)).rejects.toMatchObject({ code: '42501' });
    const stored = await service.from('music_downloads').select('handled_at').eq('id', data.id).single();
    expect(stored.data?.handled_at).toBeNull();
  });
});

describe('the dashboard', () => {
  const orderIds: string[] = [];
  afterAll(async () => {
    if (orderIds.length) await service.from('orders').delete().in('id', orderIds);
  });

  async function order(status: 'paid' | 'pending', subtotal: number, shipping: number, paidAt?: string) {
    const { data, error } = await service
      .from('orders')
      .insert({ email: email('comprador'), status, subtotal_cents: subtotal, shipping_cents: shipping, payment_provider: 'sandbox', paid_at: paidAt ?? null })
      .select('id')
      .single();
    if (error) throw error;
    orderIds.push(data.id);
    return data.id as string;
  }

  it('counts leads this week, pending leads, paid orders and revenue this month', async () => {
    const before = await getDashboard(typed(admin.client));
    await order('paid', 12_000, 500, new Date().toISOString());
    await order('paid', 3_000, 0, '2020-01-15T10:00:00Z'); // an old month: not counted
    await order('pending', 9_900, 0);
    await lead('blog_subscribers', { email: email('nuevo') });
    const after = await getDashboard(typed(admin.client));
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
    await expect(getDashboard(typed(user.client))).rejects.toMatchObject({ code: '42501' });
    await expect(getDashboard(typed(anonClient()))).rejects.toMatchObject({ code: '42501' });
  });

  it('orders: an admin reads every order with its lines and filters by status; a user only their own', async () => {
    const id = await order('paid', 2_000, 300, new Date().toISOString());
    expect((await service.from('order_items').insert({ order_id: id, product_title: 'Gorra', variant_name: 'Azul', unit_price_cents: 1_000, quantity: 2 })).error).toBeNull();
    const paid = await getOrders(typed(admin.client), { search: email('comprador'), status: 'paid', page: 1, pageSize: 20 });
    expect(paid.total).toBe(3);
    const found = paid.rows.find((row) => row.id === id);
    expect(found).toMatchObject({ total_cents: 2_300, order_items: [{ product_title: 'Gorra', variant_name: 'Azul', quantity: 2, line_total_cents: 2_000 }] });
    expect((await getOrders(typed(admin.client), { search: email('comprador'), status: 'pending', page: 1, pageSize: 20 })).total).toBe(1);
    expect((await getOrders(typed(user.client), { search: email('comprador'), page: 1, pageSize: 20 })).total).toBe(0);
  });
});

describe('security events', () => {
  const type = 'FAILED_REQUEST';
  const marker = `prueba ${tag}`;
  afterAll(async () => {
    await service.from('security_events').delete().like('description', `%${marker}%`);
  });

  it('looks back 24 hours by default and filters by severity and type', async () => {
    const now = new Date();
    const rows = [
      { event_type: type, severity: 'high', description: `reciente ${marker}`, created_at: new Date(now.getTime() - 3_600_000).toISOString() },
      { event_type: type, severity: 'medium', description: `ayer ${marker}`, created_at: new Date(now.getTime() - 30 * 3_600_000).toISOString() },
      { event_type: 'PAGE_HIDDEN', severity: 'low', description: `oculta ${marker}`, created_at: new Date(now.getTime() - 60_000).toISOString() },
    ];
    expect((await service.from('security_events').insert(rows)).error).toBeNull();
    const query = { search: marker, page: 1, pageSize: 20, now };
    const day = await getSecurityEvents(typed(admin.client), { ...query, period: '24h' });
    expect(day.rows.map((row) => row.description)).toEqual([`oculta ${marker}`, `reciente ${marker}`]);
    const week = await getSecurityEvents(typed(admin.client), { ...query, period: '7d', type });
    expect(week.rows.map((row) => row.description)).toEqual([`reciente ${marker}`, `ayer ${marker}`]);
    const high = await getSecurityEvents(typed(admin.client), { ...query, period: 'todo', severity: 'high' });
    expect(high.rows.map((row) => row.description)).toEqual([`reciente ${marker}`]);
    expect((await getSecurityEvents(typed(user.client), { ...query, period: 'todo' })).total).toBe(0);
  });
});
