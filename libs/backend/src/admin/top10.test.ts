/**
 * The panel's Top 10 writes (libs/backend/src/admin/top10.ts → admin_replace_top10, admin_add_top10_song,
 * admin_remove_top10_song) against the real stack: the list is replaced in one call, all or nothing;
 * one song is added or removed as its own stored operation with positions kept 1…n; every row
 * records the admin who wrote it as created_by, and anyone else is refused without the list changing.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../../../../tools/local-stack/testing.ts';
import { addTop10Song, getSongChoices, getTop10Songs, removeTop10Song, replaceTop10 } from './top10.ts';
import type { Backend } from '../client.ts';
import { type Actor, signedInActor } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
let admin: Actor;
let user: Actor;
/** The Top 10 as the seed left it, put back afterwards (other suites read it). */
let seeded: { song_id: string; position: number; created_by: string | null }[] = [];
let songIds: string[] = [];

const storedRows = async () =>
  (await service.from('top10_playlist').select('song_id, position, created_by').order('position')).data ?? [];

beforeAll(async () => {
  admin = await signedInActor('top10-admin', { admin: true });
  user = await signedInActor('top10-user');
  seeded = await storedRows();
  songIds = (await getSongChoices(typed(admin.client))).map((song) => song.id);
  expect(songIds.length).toBeGreaterThanOrEqual(11);
});

afterAll(async () => {
  await service.from('top10_playlist').delete().gte('position', 1);
  await service.from('top10_playlist').insert(seeded);
});

describe('replaceTop10 as an admin', () => {
  it('writes the songs in the given order, each row recording the admin as created_by', async () => {
    const chosen = [songIds[3], songIds[0], songIds[7]] as string[];
    await replaceTop10(typed(admin.client), chosen);
    expect(await storedRows()).toEqual(chosen.map((song_id, index) => ({ song_id, position: index + 1, created_by: admin.user.id })));
    expect((await getTop10Songs(typed(anonClient()))).map((song) => song.id)).toEqual(chosen);
  });

  it('stores nothing of a list the database refuses: an 11th song, a duplicate, an unknown song', async () => {
    const before = [songIds[1], songIds[2]] as string[];
    await replaceTop10(typed(admin.client), before);
    const refused = [
      { ids: songIds.slice(0, 11), message: 'El Top 10 admite como máximo 10 canciones.' },
      { ids: [songIds[4], songIds[5], songIds[4]], message: 'Una canción solo puede aparecer una vez en el Top 10.' },
      { ids: [songIds[4], '00000000-0000-4000-8000-000000000000'], message: /foreign key/ },
    ];
    for (const { ids, message } of refused) {
      await expect(replaceTop10(typed(admin.client), ids as string[])).rejects.toMatchObject({ message: expect.stringMatching(message) });
      expect((await storedRows()).map((row) => row.song_id)).toEqual(before);
    }
  });

  it('empties the Top 10 with an empty list', async () => {
    await replaceTop10(typed(admin.client), []);
    expect(await storedRows()).toEqual([]);
  });
});

describe('replacing the Top 10 as anyone else', () => {
  it('is refused for a signed-in user and for a visitor, and the list stays as it was', async () => {
    const before = [songIds[6], songIds[8]] as string[];
    await replaceTop10(typed(admin.client), before);
    for (const client of [user.client, anonClient()]) {
      await expect(replaceTop10(typed(client), [songIds[9] as string])).rejects.toThrow();
      expect((await storedRows()).map((row) => row.song_id)).toEqual(before);
    }
    await expect(replaceTop10(typed(user.client), [])).rejects.toMatchObject({ message: 'Solo un administrador puede cambiar el Top 10.' });
  });

  it('a signed-in user cannot write the table directly either', async () => {
    const { error } = await user.client.from('top10_playlist').insert({ song_id: songIds[10], position: 10, created_by: user.user.id });
    expect(error).not.toBeNull();
    expect(await storedRows()).toHaveLength(2);
  });
});

describe('adding and removing one song', () => {
  it('adds at the end, one stored row at a time, recording the admin as created_by', async () => {
    await replaceTop10(typed(admin.client), []);
    const [first, second, third] = songIds as [string, string, string];
    expect(await addTop10Song(typed(admin.client), first)).toBe(1);
    expect(await storedRows()).toEqual([{ song_id: first, position: 1, created_by: admin.user.id }]);
    expect(await addTop10Song(typed(admin.client), second)).toBe(2);
    expect(await addTop10Song(typed(admin.client), third)).toBe(3);
    expect(await storedRows()).toEqual([first, second, third].map((song_id, index) => ({ song_id, position: index + 1, created_by: admin.user.id })));
  });

  it('removes one song and moves the ones after it up: positions stay 1…n', async () => {
    const chosen = songIds.slice(0, 4);
    await replaceTop10(typed(admin.client), chosen);
    await removeTop10Song(typed(admin.client), chosen[1] as string);
    expect((await storedRows()).map((row) => [row.song_id, row.position])).toEqual([
      [chosen[0], 1],
      [chosen[2], 2],
      [chosen[3], 3],
    ]);
    await removeTop10Song(typed(admin.client), chosen[0] as string);
    await removeTop10Song(typed(admin.client), chosen[3] as string);
    expect((await storedRows()).map((row) => [row.song_id, row.position])).toEqual([[chosen[2], 1]]);
    await expect(removeTop10Song(typed(admin.client), chosen[3] as string)).rejects.toMatchObject({ message: 'Esa canción no está en el Top 10.' });
  });

  it('refuses an 11th song and a song already in the list, storing nothing', async () => {
    await replaceTop10(typed(admin.client), songIds.slice(0, 10));
    const before = await storedRows();
    await expect(addTop10Song(typed(admin.client), songIds[10] as string)).rejects.toMatchObject({ message: 'El Top 10 admite como máximo 10 canciones.' });
    await replaceTop10(typed(admin.client), songIds.slice(0, 2));
    await expect(addTop10Song(typed(admin.client), songIds[1] as string)).rejects.toMatchObject({ message: 'Una canción solo puede aparecer una vez en el Top 10.' });
    expect((await storedRows()).map((row) => row.song_id)).toEqual(songIds.slice(0, 2));
    expect(before).toHaveLength(10);
  });

  it('is refused to a signed-in user and a visitor, and the list stays as it was', async () => {
    const before = songIds.slice(0, 2);
    await replaceTop10(typed(admin.client), before);
    for (const client of [user.client, anonClient()]) {
      await expect(addTop10Song(typed(client), songIds[5] as string)).rejects.toThrow();
      await expect(removeTop10Song(typed(client), before[0] as string)).rejects.toThrow();
      expect((await storedRows()).map((row) => row.song_id)).toEqual(before);
    }
    await expect(addTop10Song(typed(user.client), songIds[5] as string)).rejects.toMatchObject({ message: 'Solo un administrador puede cambiar el Top 10.' });
  });
});
