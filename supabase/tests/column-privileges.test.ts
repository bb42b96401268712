/**
 * What a visitor may write and read column by column: leads are inserted unhandled, a rating stays
 * on its song, and who wrote a post or a list (an admin's user id) is not shown.
 */
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, uniqueEmail } from '../../tools/local-stack/testing.ts';
import { uniqueSession, visitorWithSession } from './support/clients.ts';

const service = serviceClient();

describe('column privileges', () => {
  it('a visitor cannot insert a lead already handled (hidden from the inbox)', async () => {
    const email = uniqueEmail('ya-atendido');
    const handled = await anonClient().from('manifesto_downloads').insert({ nombre: 'Ana', email, handled_at: new Date().toISOString() });
    expect(handled.error?.code).toBe('42501');
    const press = await anonClient().from('press_contacts').insert({ nombre: 'Ana', email, medio: 'Diario', handled_at: new Date().toISOString() });
    expect(press.error?.code).toBe('42501');
    expect((await anonClient().from('manifesto_downloads').insert({ nombre: 'Ana', email })).error).toBeNull();
    const { data } = await service.from('manifesto_downloads').select('handled_at').eq('email', email);
    expect(data).toEqual([{ handled_at: null }]);
  });

  it('a rating cannot be moved onto another song (past its per-song limit); its stars can change', async () => {
    const { data: songs } = await service.from('songs').select('id').order('title').limit(2);
    const [first, second] = songs as { id: string }[];
    const session = uniqueSession();
    const visitor = visitorWithSession(session);
    expect((await visitor.from('song_ratings').insert({ song_id: first?.id, rating: 4, user_session: session })).error).toBeNull();
    const moved = await visitor.from('song_ratings').update({ song_id: second?.id }).eq('user_session', session);
    expect(moved.error?.code).toBe('42501');
    const stars = await visitor.from('song_ratings').update({ rating: 5, updated_at: new Date().toISOString() }).eq('user_session', session).select('song_id, rating');
    expect(stars).toMatchObject({ error: null, data: [{ song_id: first?.id, rating: 5 }] });
  });

  it("visitors do not read created_by (an admin's user id) of posts and Top 10 lists", async () => {
    for (const table of ['blog_posts', 'top10_playlist', 'top10_weekly_history'] as const) {
      const { error } = await anonClient().from(table).select('created_by').limit(1);
      expect(error?.code, table).toBe('42501');
    }
    expect((await anonClient().from('top10_weekly_history').select('id, title, songs').limit(1)).error).toBeNull();
    expect((await anonClient().from('top10_playlist').select('song_id, position').limit(1)).error).toBeNull();
  });
});
