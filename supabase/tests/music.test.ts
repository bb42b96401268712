/**
 * Music rules: ratings belong to the anonymous session named in the x-user-session header (the
 * spec's insert-then-update-on-23505 flow), the public aggregate, and the admin-only Top 10.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../../tools/local-stack/testing.ts';
import { type Actor, signedInActor, uniqueSession, visitorWithSession } from './support/clients.ts';

const service = serviceClient();
let songId = '';
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  songId = randomUUID();
  const { error } = await service
    .from('songs')
    .insert({ id: songId, title: 'Prueba de valoración', autor: 'Test', genre: 'Pop', duration: '0:10', filename: `test-${songId}.wav` });
  if (error) throw new Error(error.message);
  admin = await signedInActor('music-admin', { admin: true });
  user = await signedInActor('music-user');
});

afterAll(async () => {
  await service.from('songs').delete().eq('id', songId);
});

/** The music page's save: insert, and on a duplicate update the rating by song and session. */
async function rate(session: string, rating: number) {
  const client = visitorWithSession(session);
  const inserted = await client.from('song_ratings').insert({ song_id: songId, rating, user_session: session });
  if (inserted.error?.code !== '23505') return inserted;
  return client
    .from('song_ratings')
    .update({ rating, updated_at: new Date().toISOString() })
    .eq('song_id', songId)
    .eq('user_session', session);
}

async function aggregate() {
  const { data, error } = await anonClient().from('song_ratings_aggregated').select('*').eq('song_id', songId).maybeSingle();
  expect(error).toBeNull();
  return data as { song_id: string; average_rating: number; total_ratings: number } | null;
}

describe('song ratings', () => {
  it('a session rates, re-rates through the 23505 path, and reads only its own ratings', async () => {
    const s1 = uniqueSession();
    const s2 = uniqueSession();
    expect((await rate(s1, 4)).error).toBeNull();
    expect((await rate(s2, 2)).error).toBeNull();

    const duplicate = await visitorWithSession(s1).from('song_ratings').insert({ song_id: songId, rating: 5, user_session: s1 });
    expect(duplicate.error?.code).toBe('23505');
    expect((await rate(s1, 5)).error).toBeNull();

    const mine = await visitorWithSession(s1).from('song_ratings').select('song_id, rating').eq('user_session', s1);
    expect(mine).toMatchObject({ error: null, data: [{ song_id: songId, rating: 5 }] });
    // The page filters by user_session; even without that filter only the own rows come back.
    const everything = await visitorWithSession(s1).from('song_ratings').select('user_session');
    expect(new Set(everything.data?.map((r) => r.user_session))).toEqual(new Set([s1]));

    expect(await aggregate()).toMatchObject({ song_id: songId, average_rating: 3.5, total_ratings: 2 });
  });

  it('a session can neither read, forge nor change another session\'s rating', async () => {
    const owner = uniqueSession();
    const intruder = uniqueSession();
    expect((await rate(owner, 3)).error).toBeNull();

    const read = await visitorWithSession(intruder).from('song_ratings').select('*').eq('user_session', owner);
    expect(read).toMatchObject({ data: [], error: null });
    const forged = await visitorWithSession(intruder).from('song_ratings').insert({ song_id: songId, rating: 1, user_session: `${owner}x` });
    expect(forged.error?.code).toBe('42501');
    const changed = await visitorWithSession(intruder)
      .from('song_ratings')
      .update({ rating: 1 })
      .eq('song_id', songId)
      .eq('user_session', owner);
    expect(changed.error).toBeNull();
    const { data } = await service.from('song_ratings').select('rating').eq('song_id', songId).eq('user_session', owner).single();
    expect(data?.rating).toBe(3);
  });

  it('without the session header a visitor cannot rate', async () => {
    const session = uniqueSession();
    const { error } = await visitorWithSession(null).from('song_ratings').insert({ song_id: songId, rating: 4, user_session: session });
    expect(error?.code).toBe('42501');
  });

  it('signed-in users rate through their session too', async () => {
    const session = uniqueSession();
    const { error } = await user.client
      .from('song_ratings')
      .insert({ song_id: songId, rating: 4, user_session: session })
      .setHeader('x-user-session', session);
    expect(error).toBeNull();
  });

  it('refuses ratings outside 1–5 and malformed session ids', async () => {
    const session = uniqueSession();
    const client = visitorWithSession(session);
    for (const rating of [0, 6]) {
      const { error } = await client.from('song_ratings').insert({ song_id: songId, rating, user_session: session });
      expect(error?.code).toBe('23514');
    }
    const bad = "x'; drop table songs;--";
    const { error } = await visitorWithSession(bad).from('song_ratings').insert({ song_id: songId, rating: 3, user_session: bad });
    expect(error?.code).toBe('23514');
    const { count } = await service.from('song_ratings').select('id', { count: 'exact', head: true }).eq('user_session', session);
    expect(count).toBe(0);
  });

  it('nobody deletes a rating from a browser, not even an admin', async () => {
    const session = uniqueSession();
    await rate(session, 2);
    const visitorDelete = await visitorWithSession(session).from('song_ratings').delete().eq('user_session', session);
    expect(visitorDelete.error?.code).toBe('42501');
    const adminDelete = await admin.client.from('song_ratings').delete().eq('user_session', session).select();
    expect(adminDelete.error?.code).toBe('42501');
    const { data } = await service.from('song_ratings').select('rating').eq('user_session', session);
    expect(data).toEqual([{ rating: 2 }]);
  });

  it('the aggregate view is public and covers the seeded songs', async () => {
    const { data, error } = await anonClient().from('song_ratings_aggregated').select('*');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(12);
    for (const row of data ?? []) {
      expect(row.average_rating).toBeGreaterThanOrEqual(1);
      expect(row.average_rating).toBeLessThanOrEqual(5);
      expect(row.total_ratings).toBeGreaterThan(0);
    }
  });
});

describe('top 10', () => {
  it('everyone reads it in position order', async () => {
    const { data, error } = await anonClient().from('top10_playlist').select('position, song_id').order('position');
    expect(error).toBeNull();
    expect(data?.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('visitors and users cannot change it', async () => {
    const topTen = async () => (await service.from('top10_playlist').select('*').order('position')).data;
    const before = await topTen();
    expect(before).toHaveLength(10);
    for (const client of [anonClient(), user.client]) {
      const insert = await client.from('top10_playlist').insert({ song_id: songId, position: 10 });
      expect(insert.error?.code).toBe('42501');
    }
    // Visitors may not write the table at all.
    const anonDelete = await anonClient().from('top10_playlist').delete().eq('position', 1).select();
    expect(anonDelete.error?.code).toBe('42501');
    const anonUpdate = await anonClient().from('top10_playlist').update({ position: 9 }).eq('position', 10).select();
    expect(anonUpdate.error?.code).toBe('42501');
    // Signed-in users may, but no policy gives them a row to change.
    const userDelete = await user.client.from('top10_playlist').delete().eq('position', 1).select();
    expect(userDelete).toMatchObject({ error: null, data: [] });
    const userUpdate = await user.client.from('top10_playlist').update({ position: 9 }).eq('position', 10).select();
    expect(userUpdate).toMatchObject({ error: null, data: [] });
    expect(await topTen()).toEqual(before);
  });

  it('an admin replaces an entry under their own name, never someone else\'s', async () => {
    const { data: tenth } = await service.from('top10_playlist').select('*').eq('position', 10).single();
    try {
      expect((await admin.client.from('top10_playlist').delete().eq('position', 10)).error).toBeNull();

      const forged = await admin.client.from('top10_playlist').insert({ song_id: songId, position: 10, created_by: user.user.id });
      expect(forged.error?.code).toBe('42501');

      const { data, error } = await admin.client.from('top10_playlist').insert({ song_id: songId, position: 10 }).select().single();
      expect(error).toBeNull();
      expect(data).toMatchObject({ song_id: songId, position: 10, created_by: admin.user.id });

      const clash = await admin.client.from('top10_playlist').insert({ song_id: tenth.song_id, position: 10 });
      expect(clash.error?.code).toBe('23505');
      const outOfRange = await admin.client.from('top10_playlist').insert({ song_id: tenth.song_id, position: 11 });
      expect(outOfRange.error?.code).toBe('23514');
    } finally {
      await service.from('top10_playlist').delete().eq('song_id', songId);
      await service.from('top10_playlist').insert({ song_id: tenth.song_id, position: 10, created_by: tenth.created_by });
    }
  });

  it('weekly lists only accept a list of song snapshots, up to 10', async () => {
    const base = { week_number: 2, week_end_date: '2099-01-11', title: 'Semana' };
    const notList = await service.from('top10_weekly_history').insert({ ...base, week_start_date: '2099-01-05', songs: { title: 'x' } });
    expect(notList.error?.code).toBe('23514');
    const noTitle = await service.from('top10_weekly_history').insert({ ...base, week_start_date: '2099-01-05', songs: [{ autor: 'x' }] });
    expect(noTitle.error?.code).toBe('23514');
    const tooMany = await service
      .from('top10_weekly_history')
      .insert({ ...base, week_start_date: '2099-01-05', songs: Array.from({ length: 11 }, (_, i) => ({ title: `T${i}` })) });
    expect(tooMany.error?.code).toBe('23514');
    const backwards = await service
      .from('top10_weekly_history')
      .insert({ ...base, week_start_date: '2099-01-20', songs: [{ title: 'x' }] });
    expect(backwards.error?.code).toBe('23514');
  });
});
