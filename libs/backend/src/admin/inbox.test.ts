/**
 * The admin inbox against the real stack, as the panel calls it: every kind of lead, filtered, marked
 * handled; an admin sees and changes everything, anyone else is refused by the database itself.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAllInbox, getInbox, LeadNotUpdatedError, setLeadHandled, type InboxRow } from './inbox.ts';
import type { Backend } from '../client.ts';
import { anonClient, serviceClient } from '../../../../tools/local-stack/testing.ts';
import { adminAndUser } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const tag = randomUUID().slice(0, 8);
const email = (who: string) => `${who}.${tag}@example.com`;
const people = adminAndUser('inbox');

/** Inserts a row as the service role, then sets its arrival time (insert triggers stamp now()). */
async function lead(table: string, row: Record<string, unknown>, createdAt?: string): Promise<string> {
  const { data, error } = await service.from(table).insert(row).select('id').single();
  if (error) throw error;
  if (createdAt) expect((await service.from(table).update({ created_at: createdAt }).eq('id', data.id)).error).toBeNull();
  return data.id as string;
}

beforeAll(async () => {
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
    const { rows, total } = await inbox(people.admin.client);
    expect(total).toBe(6);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['contacto', 'ficha', 'manifiesto', 'prensa', 'musica', 'suscriptor']));
    expect(rows.at(-1)?.kind).toBe('manifiesto');
    const sheet = rows.find((row) => row.kind === 'ficha');
    expect(sheet?.detalle).toBe('CEO · Formato: Experience Day · 11-50 empleados');
    expect(rows.find((row) => row.kind === 'prensa')).toMatchObject({ empresa: 'Diari', detalle: 'Solicitud: Entrevista' });
    expect(rows.every((row) => row.handled_at === null)).toBe(true);
  });

  it('filters by kind and by arrival day in Madrid time', async () => {
    expect((await inbox(people.admin.client, { kind: 'prensa' })).rows.map((row) => row.nombre)).toEqual(['Pere Prensa']);
    const firstOfMarch = await inbox(people.admin.client, { from: '2026-03-01', to: '2026-03-01' });
    expect(firstOfMarch.rows.map((row) => row.nombre)).toEqual(['Marta Manifiesto']);
    expect((await inbox(people.admin.client, { from: '2026-03-02', to: '2026-03-31' })).total).toBe(0);
  });

  it('marks a lead handled and pending again; the state filter follows', async () => {
    const [contact] = (await inbox(people.admin.client, { kind: 'contacto' })).rows as [InboxRow];
    const handledAt = await setLeadHandled(typed(people.admin.client), 'contacto', contact.id, true);
    expect(handledAt).not.toBeNull();
    expect((await inbox(people.admin.client, { state: 'gestionados' })).rows.map((row) => row.id)).toEqual([contact.id]);
    expect((await inbox(people.admin.client, { state: 'pendientes' })).total).toBe(5);
    expect(await setLeadHandled(typed(people.admin.client), 'contacto', contact.id, false)).toBeNull();
    expect((await inbox(people.admin.client, { state: 'pendientes' })).total).toBe(6);
  });

  it('exports every matching row, past one page', async () => {
    const rows = await getAllInbox(typed(people.admin.client), { search: tag });
    expect(rows).toHaveLength(6);
  });

  it('shows nothing to a signed-in user who is not an admin, refuses visitors, and lets neither mark a lead', async () => {
    expect(await inbox(people.user.client)).toEqual({ rows: [], total: 0 });
    await expect(inbox(anonClient())).rejects.toMatchObject({ code: '42501' });
    const { data, error } = await service.from('music_downloads').select('id').eq('email', email('monica')).single();
    if (error) throw error;
    await expect(setLeadHandled(typed(people.user.client), 'musica', data.id, true)).rejects.toBeInstanceOf(LeadNotUpdatedError);
    await expect(setLeadHandled(typed(anonClient()), 'musica', data.id, true)).rejects.toMatchObject({ code: '42501' });
    const stored = await service.from('music_downloads').select('handled_at').eq('id', data.id).single();
    expect(stored.data?.handled_at).toBeNull();
  });
});
