import type { Song } from '@pitwall/backend';
import { loadBackend } from './backend.ts';

/** A song with where its audio is and of what type (from its file name; the format may vary). */
export interface PlayableSong extends Song {
  audioUrl: string;
  audioType: string | undefined;
}

/** Songs fetch: 2 more attempts after the first, 1 s then 2 s later (a required backoff). */
const SONG_RETRY_DELAYS_MS = [1000, 2000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchSongs(): Promise<PlayableSong[]> {
  const { audioTypeOf, getSongs, getSupabase, songAudioUrl } = await loadBackend();
  const db = getSupabase();
  const songs = await getSongs(db);
  return songs.map((song) => ({ ...song, audioUrl: songAudioUrl(db, song.filename), audioType: audioTypeOf(song.filename) }));
}

/** The songs by title, retried as the spec says; `onRetry` runs before each new attempt. */
export async function loadSongs(onRetry: () => void = () => undefined): Promise<PlayableSong[]> {
  for (const delay of SONG_RETRY_DELAYS_MS) {
    try {
      return await fetchSongs();
    } catch (error) {
      console.error(error);
      onRetry();
      await wait(delay);
    }
  }
  return fetchSongs();
}
