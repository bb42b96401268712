import type { Song } from '@pitwall/backend';
// Straight from the rule's file, not through '@pitwall/ui': that one is in every page's first load.
import { distinctInSpanishOrder } from '../../../../../supabase/functions/_shared/contracts/spanish-order.ts';
import { parseDuration } from './time.ts';

/** The filter card's state, exactly as typed (and as kept in the URL query). */
export interface SongFilters {
  title: string;
  genre: string;
  subgenre: string;
  minDuration: string;
  maxDuration: string;
}

export const ALL = 'all';

// Short query names, so a shared link stays readable: ?q=vuelta&genero=Pop&min=0:10
const PARAMS: Record<keyof SongFilters, string> = {
  title: 'q',
  genre: 'genero',
  subgenre: 'subgenero',
  minDuration: 'min',
  maxDuration: 'max',
};

export function filtersFromQuery(query: URLSearchParams): SongFilters {
  return {
    title: query.get(PARAMS.title) ?? '',
    genre: query.get(PARAMS.genre) ?? ALL,
    subgenre: query.get(PARAMS.subgenre) ?? ALL,
    minDuration: query.get(PARAMS.minDuration) ?? '',
    maxDuration: query.get(PARAMS.maxDuration) ?? '',
  };
}

/** The query with `filters` applied; empty and 'all' values are left out. Other parameters stay. */
export function queryWithFilters(query: URLSearchParams, filters: SongFilters): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of Object.keys(PARAMS) as (keyof SongFilters)[]) {
    const value = filters[key];
    if (value === '' || value === ALL) next.delete(PARAMS[key]);
    else next.set(PARAMS[key], value);
  }
  return next;
}

/** True when a duration bound is typed but is not 'm:ss' (shown as invalid, and ignored). */
export function isInvalidDuration(text: string): boolean {
  return text.trim() !== '' && parseDuration(text) === null;
}

/**
 * The songs that pass every filter: title as a case-insensitive substring, genre and subgenre
 * ('all' or empty = any), and duration bounds in seconds (empty or invalid = no bound).
 */
export function filterSongs<T extends Song>(songs: readonly T[], filters: SongFilters): T[] {
  const title = filters.title.trim().toLocaleLowerCase('es');
  const min = parseDuration(filters.minDuration);
  const max = parseDuration(filters.maxDuration);
  const anyGenre = filters.genre === ALL || filters.genre === '';
  const anySubgenre = filters.subgenre === ALL || filters.subgenre === '';
  return songs.filter((song) => {
    if (title && !song.title.toLocaleLowerCase('es').includes(title)) return false;
    if (!anyGenre && song.genre !== filters.genre) return false;
    if (!anySubgenre && song.subgenre !== filters.subgenre) return false;
    if (min === null && max === null) return true;
    const seconds = parseDuration(song.duration);
    if (seconds === null) return false;
    return (min === null || seconds >= min) && (max === null || seconds <= max);
  });
}

/** Every genre and every subgenre of a list of songs, each list in Spanish order. */
export interface FilterOptions {
  genres: string[];
  subgenres: string[];
}

export function filterOptionsOf(songs: readonly Song[]): FilterOptions {
  return { genres: distinctInSpanishOrder(songs.map((song) => song.genre)), subgenres: distinctInSpanishOrder(songs.map((song) => song.subgenre)) };
}

/** The subgenres that songs of `genre` ('all': any) have, in the options' order: no sorting, no collator. */
export function subgenresOf(songs: readonly Song[], options: FilterOptions, genre: string): string[] {
  const present = new Set(songs.filter((song) => genre === ALL || song.genre === genre).map((song) => song.subgenre));
  return options.subgenres.filter((subgenre) => present.has(subgenre));
}
