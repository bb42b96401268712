/** The panel's songs against the real stack: admins only, the row and its audio file together. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteSong, formatDuration, saveSong, songFormSchema } from './songs.ts';
import type { Backend } from '../client.ts';
import { anonClient, serviceClient } from '../../../../tools/local-stack/testing.ts';
import { adminAndUser } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const tag = randomUUID().slice(0, 8);
const people = adminAndUser('musica');

const audio = () => new File([new Uint8Array(64)], 'cancion.mp3', { type: 'audio/mpeg' });
const values = songFormSchema.parse({ title: `Canción ${tag}`, autor: 'Pitwall', genre: 'Rock', subgenre: '', duration: '2:05' });
const panelFiles = async () => ((await service.storage.from('music').list('panel', { limit: 1000 })).data ?? []).map((file) => `panel/${file.name}`);

afterAll(async () => {
  await service.from('songs').delete().like('title', `%${tag}%`);
});

describe('songs', () => {
  it('formats a duration as the cards show it', () => {
    expect(formatDuration(185.4)).toBe('3:05');
    expect(formatDuration(59.6)).toBe('1:00');
  });

  it('an admin adds a song with its audio and deletes both; a refused row leaves no file', async () => {
    const song = await saveSong(typed(people.admin.client), values, audio(), null);
    expect(song.filename).toMatch(/^panel\/.+\.mp3$/);
    expect(await panelFiles()).toContain(song.filename);
    const before = await panelFiles();
    // The same title is fine, but a duration the database refuses (bypassing the form) rolls the file back.
    await expect(saveSong(typed(people.admin.client), { ...values, duration: '99' }, audio(), null)).rejects.toMatchObject({ code: '23514' });
    expect(await panelFiles()).toEqual(before);
    await deleteSong(typed(people.admin.client), song);
    expect(await panelFiles()).not.toContain(song.filename);
  });

  it('nobody but an admin adds a song', async () => {
    await expect(saveSong(typed(people.user.client), values, audio(), null)).rejects.toBeTruthy();
    await expect(saveSong(typed(anonClient()), values, audio(), null)).rejects.toBeTruthy();
    expect((await service.from('songs').select('id').like('title', `%${tag}%`)).data).toEqual([]);
  });
});
