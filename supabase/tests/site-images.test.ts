/**
 * The site's replaceable pictures (site_images, the home page's hero photograph): everyone reads
 * them through the API the public pages use; only admins set, replace or remove one; a row that
 * names no real slot, no web address or no alternative text is refused by the database itself.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, stackValues } from '../../tools/local-stack/testing.ts';
import { REMOTE_OF_TABLE } from '../../tools/site/fresh-pages.ts';
import { signedInActor } from './support/clients.ts';

const service = serviceClient();
const hero = { slot: 'home-hero', image_url: 'https://example.com/site-images/home-hero/a-1600w.jpg', width: 1600, height: 1200, alt: 'Un equipo en el simulador' };
let user: SupabaseClient;
let admin: SupabaseClient;

beforeAll(async () => {
  user = (await signedInActor('site-images-user')).client;
  admin = (await signedInActor('site-images-admin', { admin: true })).client;
  await service.from('site_images').delete().eq('slot', 'home-hero');
});

afterAll(async () => {
  await service.from('site_images').delete().eq('slot', 'home-hero');
});

const stored = async () => (await service.from('site_images').select('*').eq('slot', 'home-hero').maybeSingle()).data;

describe('site_images', () => {
  it('visitors and signed-in users cannot set, replace or remove the hero picture', async () => {
    for (const client of [anonClient(), user]) {
      const inserted = await client.from('site_images').insert(hero);
      expect(inserted.error?.code).toBe('42501');
    }
    expect(await stored()).toBeNull();
    await service.from('site_images').insert(hero);
    for (const client of [anonClient(), user]) {
      await client.from('site_images').update({ alt: 'Cambiada' }).eq('slot', 'home-hero');
      await client.from('site_images').delete().eq('slot', 'home-hero');
    }
    expect(await stored()).toMatchObject({ alt: hero.alt });
  });

  it('everyone reads it; an admin replaces it, with the size and text the page needs', async () => {
    await service.from('site_images').upsert(hero);
    for (const client of [anonClient(), user]) {
      const { data, error } = await client.from('site_images').select('image_url, width, height, alt').eq('slot', 'home-hero');
      expect(error).toBeNull();
      expect(data).toEqual([{ image_url: hero.image_url, width: 1600, height: 1200, alt: hero.alt }]);
    }
    const replaced = await admin.from('site_images').upsert({ ...hero, height: 900, alt: 'El simulador en una oficina' }).select().single();
    expect(replaced.error).toBeNull();
    expect(await stored()).toMatchObject({ height: 900, alt: 'El simulador en una oficina' });
  });

  it('refuses a slot the pages do not have, a path that is not a web address, no text or no size', async () => {
    for (const bad of [{ slot: 'footer' }, { image_url: 'javascript:alert(1)' }, { alt: '  ' }, { width: 0 }]) {
      const { error } = await admin.from('site_images').upsert({ ...hero, ...bad });
      expect(error, JSON.stringify(bad)).not.toBeNull();
    }
  });

  it("announces a change on 'public_content_changed', which makes the home page's remote again", async () => {
    expect(REMOTE_OF_TABLE['site_images']).toBe('marketing');
    const db = new pg.Client({ connectionString: stackValues().dbUrl });
    await db.connect();
    try {
      const heard: string[] = [];
      db.on('notification', ({ channel, payload }) => channel === 'public_content_changed' && heard.push(payload ?? ''));
      await db.query('LISTEN public_content_changed');
      await admin.from('site_images').upsert({ ...hero, alt: 'Otra foto de equipo' }).throwOnError();
      await expect.poll(() => heard).toContain('site_images');
    } finally {
      await db.end();
    }
  });
});
