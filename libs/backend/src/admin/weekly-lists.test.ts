/** The panel's weekly lists against the real stack: the Top 10 archived once per week, by admins only. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteWeeklyList, snapshotTop10Week } from './weekly-lists.ts';
import type { Backend } from '../client.ts';
import { anonClient, serviceClient } from '../../../../tools/local-stack/testing.ts';
import { adminAndUser } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const tag = randomUUID().slice(0, 8);
const people = adminAndUser('semanal');

afterAll(async () => {
  await service.from('top10_weekly_history').delete().like('title', `%${tag}%`);
});

describe('weekly lists', () => {
  it("archives the current Top 10 as the week containing a day, Monday to Sunday with its ISO number; once per week", async () => {
    // 2030-07-03 is a Wednesday of ISO week 27: Monday 1 July to Sunday 7 July.
    const list = await snapshotTop10Week(typed(people.admin.client), { title: `Semana ${tag}`, description: null }, '2030-07-03');
    expect(list).toMatchObject({ week_number: 27, week_start_date: '2030-07-01', week_end_date: '2030-07-07', created_by: people.admin.user.id });
    const { data: top10 } = await service.from('top10_playlist').select('position, songs(title)').order('position');
    // The untyped test client types an embedded row as a list; PostgREST returns one object here.
    const top10Titles = (top10 ?? []).map((row) => (row.songs as unknown as { title: string }).title);
    expect((list.songs as Array<{ title: string }>).map((song) => song.title)).toEqual(top10Titles);
    await expect(snapshotTop10Week(typed(people.admin.client), { title: `Otra ${tag}`, description: null }, '2030-07-07')).rejects.toMatchObject({
      code: '23505',
      message: 'Ya hay una lista guardada para la semana del 01/07/2030.',
    });
    await deleteWeeklyList(typed(people.admin.client), list.id);
  });

  it('is refused to anyone but an admin', async () => {
    await expect(snapshotTop10Week(typed(people.user.client), { title: `Usuario ${tag}`, description: null }, '2031-01-08')).rejects.toMatchObject({ code: '42501' });
    await expect(snapshotTop10Week(typed(anonClient()), { title: `Anónimo ${tag}`, description: null }, '2031-01-08')).rejects.toMatchObject({ code: '42501' });
  });
});
