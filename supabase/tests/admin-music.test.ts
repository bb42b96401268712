/** The panel's songs and weekly lists against the real stack: admins only, files and rows together. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteSong, formatDuration, saveSong, songFormSchema } from '../../libs/backend/src/admin/songs.ts';
import { deleteWeeklyList, snapshotTop10Week } from '../../libs/backend/src/admin/weekly-lists.ts';
import type { Backend } from '../../libs/backend/src/client.ts';
import { anonClient, serviceClient } from '../../tools/local-stack/testing.ts';
import { type Actor, signedInActor } from './support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const tag = randomUUID().slice(0, 8);
let admin: Actor;
let user: Actor;

const audio = () => new File([new Uint8Array(64)], 'cancion.mp3', { type: 'audio/mpeg' });
const values = songFormSchema.parse({ title: `Canción ${tag}`, autor: 'Pitwall', genre: 'Rock', subgenre: '', duration: '2:05' });
const panelFiles = async () => ((await service.storage.from('music').list('panel', { limit: 1000 })).data ?? []).map((file) => `panel/${file.name}`);

beforeAll(async () => {
  admin = await signedInActor('musica-admin', { admin: true });
  user = await signedInActor('musica-user');
});

afterAll(async () => {
  await service.from('songs').delete().like('title', `%${tag}%`);
  await service.from('top10_weekly_history').delete().like('title', `%${tag}%`);
});

describe('songs', () => {
  it('formats a duration as the cards show it', () => {
    expect(formatDuration(185.4)).toBe('3:05');
    expect(formatDuration(59.6)).toBe('1:00');
  });

  it('an admin adds a song with its audio and deletes both; a refused row leaves no file', async () => {
    const song = await saveSong(typed(admin.client), values, audio(), null);
    expect(song.filename).toMatch(/^panel\/.+\.mp3$/);
    expect(await panelFiles()).toContain(song.filename);
    const before = await panelFiles();
    // The same title is fine, but a duration the database refuses (bypassing the form) rolls the file back.
    await expect(saveSong(typed(admin.client), { ...values, duration: '99' }, audio(), null)).rejects.toMatchObject({ code: '23514' });
    expect(await panelFiles()).toEqual(before);
    await deleteSong(typed(admin.client), song);
    expect(await panelFiles()).not.toContain(song.filename);
  });

  it('nobody but an admin adds a song', async () => {
    await expect(saveSong(typed(user.client), values, audio(), null)).rejects.toBeTruthy();
    await expect(saveSong(typed(anonClient()), values, audio(), null)).rejects.toBeTruthy();
    expect((await service.from('songs').select('id').like('title', `%${tag}%`)).data).toEqual([]);
  });
});

describe('weekly lists', () => {
  it("archives the current Top 10 as the week containing a day, Monday to Sunday with its ISO number; once per week", async () => {
    // 2030-07-03 is a Wednesday of ISO week 27: Monday 1 July to Sunday 7 July.
    const list = await snapshotTop10Week(typed(admin.client), { title: `Semana ${tag}`, description: null }, '2030-07-03');
    expect(list).toMatchObject({ week_number: 27, week_start_date: '2030-07-01', week_end_date: '2030-07-07', created_by: admin.user.id });
    const { data: top10 } = await service.from('top10_playlist').select('position, songs(title)').order('position');
    // The untyped test client types an embedded row as a list; PostgREST returns one object here.
    const top10Titles = (top10 ?? []).map((row) => (row.songs as unknown as { title: string }).title);
    expect((list.songs as Array<{ title: string }>).map((song) => song.title)).toEqual(top10Titles);
    await expect(snapshotTop10Week(typed(admin.client), { title: `Otra ${tag}`, description: null }, '2030-07-07')).rejects.toMatchObject({
      code: '23505',
      message: 'Ya hay una lista guardada para la semana del 01/07/2030.',
    });
    await deleteWeeklyList(typed(admin.client), list.id);
  });

  it('is refused to anyone but an admin', async () => {
    await expect(snapshotTop10Week(typed(user.client), { title: `Usuario ${tag}`, description: null }, '2031-01-08')).rejects.toMatchObject({ code: '42501' });
    await expect(snapshotTop10Week(typed(anonClient()), { title: `Anónimo ${tag}`, description: null }, '2031-01-08')).rejects.toMatchObject({ code: '42501' });
  });
});
