/** The admin's security events (getSecurityEvents) against the real stack: periods and filters, admins only. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { getSecurityEvents } from './security-events.ts';
import type { Backend } from '../client.ts';
import { serviceClient } from '../../../../tools/local-stack/testing.ts';
import { adminAndUser } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const tag = randomUUID().slice(0, 8);
const people = adminAndUser('seguridad');

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
    const day = await getSecurityEvents(typed(people.admin.client), { ...query, period: '24h' });
    expect(day.rows.map((row) => row.description)).toEqual([`oculta ${marker}`, `reciente ${marker}`]);
    const week = await getSecurityEvents(typed(people.admin.client), { ...query, period: '7d', type });
    expect(week.rows.map((row) => row.description)).toEqual([`reciente ${marker}`, `ayer ${marker}`]);
    const high = await getSecurityEvents(typed(people.admin.client), { ...query, period: 'todo', severity: 'high' });
    expect(high.rows.map((row) => row.description)).toEqual([`reciente ${marker}`]);
    expect((await getSecurityEvents(typed(people.user.client), { ...query, period: 'todo' })).total).toBe(0);
  });
});
