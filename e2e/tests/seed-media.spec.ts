import { expect, test, type Page } from '../support/test.ts';
import { anonClient } from '../../tools/local-stack/testing.ts';

// The seeded media as the browser gets it from the local storage API: songs and the press video
// decode and play in Chromium's own elements, and the shop's pictures arrive as WebP renditions.

const visitor = anonClient();

/** The `type` a player gives a seeded song's <source>: AAC-LC in MP4 (supabase/seed/lib/music.ts). */
const SONG_TYPE = 'audio/mp4; codecs="mp4a.40.2"';

/**
 * Adds a muted (so autoplay policy allows play()) media element with one <source> to the page and
 * resolves once its metadata has loaded; rejects if the source fails.
 */
async function addPlayer(page: Page, tag: 'audio' | 'video', src: string, type: string) {
  return page.evaluate(
    ({ tag, src, type }) => {
      const player = document.createElement(tag);
      player.id = 'seeded-media';
      player.muted = true;
      player.preload = 'auto';
      const source = document.createElement('source');
      source.src = src;
      source.type = type;
      player.append(source);
      document.body.append(player);
      return new Promise<{ canPlay: string; duration: number; width: number }>((resolve, reject) => {
        player.addEventListener('loadedmetadata', () =>
          resolve({ canPlay: player.canPlayType(type), duration: player.duration, width: player instanceof HTMLVideoElement ? player.videoWidth : 0 }),
        );
        source.addEventListener('error', () => reject(new Error(`${src} could not be loaded as ${type}`)));
      });
    },
    { tag, src, type },
  );
}

async function expectToPlay(page: Page) {
  await page.evaluate(() => (document.getElementById('seeded-media') as HTMLMediaElement).play());
  await expect.poll(() => page.evaluate(() => (document.getElementById('seeded-media') as HTMLMediaElement).currentTime)).toBeGreaterThan(0.5);
  expect(await page.evaluate(() => (document.getElementById('seeded-media') as HTMLMediaElement).error)).toBeNull();
}

test('a seeded song plays in <audio> from the storage API, served with its type', async ({ page }) => {
  const { data: song, error } = await visitor.from('songs').select('title, duration, filename').eq('title', 'Vuelta Rápida').single();
  expect(error).toBeNull();
  const url = visitor.storage.from('music').getPublicUrl(song?.filename as string).data.publicUrl;
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('audio/mp4');

  await page.goto('/');
  const audio = await addPlayer(page, 'audio', url, SONG_TYPE);
  expect(audio.canPlay).toBe('probably');
  const [minutes, seconds] = (song?.duration as string).split(':').map(Number) as [number, number];
  expect(Math.round(audio.duration)).toBe(minutes * 60 + seconds);
  await expectToPlay(page);
});

test('the press video plays in <video> at its stated size', async ({ page }) => {
  const { data: video } = await visitor.from('press_resources').select('file_path, dimensions').eq('file_type', 'video').limit(1).single();
  const url = visitor.storage.from('press-videos').getPublicUrl(video?.file_path as string).data.publicUrl;

  await page.goto('/');
  const player = await addPlayer(page, 'video', url, 'video/mp4');
  expect(player.duration).toBeGreaterThan(1);
  expect(`${player.width}`).toBe(video?.dimensions?.split('x')[0]);
  await expectToPlay(page);
});

test('the shop shows its pictures as WebP renditions sized for the card', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/tienda');
  const picture = page.getByRole('article', { name: 'Gorra Pitwall Team' }).getByRole('img', { name: 'Gorra Pitwall Team' });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  // A 4-column card is 18rem wide: at 1× the 480 px rendition is the one the browser needs.
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/productos\/gorra-pitwall-team-480w\.webp$/);
});
