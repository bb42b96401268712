import type { Song } from '@pitwall/backend';
import { loadBackend } from './backend.ts';
import { filterOptionsOf, type FilterOptions } from './song-filters.ts';

/** A song with where its audio is and of what type (from its file name; the format may vary). */
export interface PlayableSong extends Song {
  audioUrl: string;
  audioType: string | undefined;
}

/**
 * The songs and what their filters offer. The options are sorted where the songs are loaded (in
 * the prerender, or in the browser once the page answers), so hydrating the page sorts nothing: a
 * phone's first collator costs it a tenth of a second.
 */
export interface SongCatalogue {
  songs: PlayableSong[];
  options: FilterOptions;
}

/** Songs fetch: 2 more attempts after the first, 1 s then 2 s later (a required backoff). */
const SONG_RETRY_DELAYS_MS = [1000, 2000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchSongs(): Promise<SongCatalogue> {
  const { audioTypeOf, getSongs, getSupabase, songAudioUrl } = await loadBackend();
  const db = getSupabase();
  const songs = (await getSongs(db)).map((song) => ({ ...song, audioUrl: songAudioUrl(db, song.filename), audioType: audioTypeOf(song.filename) }));
  return { songs, options: filterOptionsOf(songs) };
}

/** The songs by title with their filter options, retried as the spec says; `onRetry` runs before each new attempt. */
export async function loadSongs(onRetry: () => void = () => undefined): Promise<SongCatalogue> {
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
