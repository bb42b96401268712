import * as z from 'zod';
import type { Backend } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { removeOwnedFile, writeWithFile, type StoredFile, type UploadPlace } from './images.ts';
import { fetchPage, type Page } from './list-page.ts';
import { distinctInSpanishOrder } from '../../../../supabase/functions/_shared/contracts/spanish-order.ts';

export type AdminSong = Tables<'songs'>;
export type SongSortColumn = 'title' | 'autor' | 'genre' | 'created_at';

/** Audio the music bucket takes, by MIME type, with the file extension it is stored under. */
const AUDIO_TYPES: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/flac': 'flac',
};
export const SONG_AUDIO_ACCEPT = Object.keys(AUDIO_TYPES).join(',');
/** The music bucket's own limit. */
const MAX_BYTES = 50 * 1024 * 1024;
/** Where the panel puts the songs it uploads (the seed's live elsewhere in the bucket). */
const SONG_FILES: UploadPlace = { bucket: 'music', folder: 'panel/' };

/** Why an audio file cannot be used, in Spanish; null when it can. */
export function songFileProblem(file: File): string | null {
  if (!AUDIO_TYPES[file.type]) return 'El audio debe ser MP3, M4A, WAV, OGG o FLAC';
  if (file.size > MAX_BYTES) return 'El audio no puede superar 50 MB';
  return null;
}

/** Seconds as the cards show a duration: 185.4 → '3:05'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

export function getAdminSongs(client: Backend, query: { search?: string; sort: { column: SongSortColumn; ascending: boolean }; page: number; pageSize: number }): Promise<Page<AdminSong>> {
  return fetchPage(client, 'songs', ['title', 'autor', 'genre', 'subgenre'], query);
}

export async function getAdminSong(client: Backend, id: string): Promise<AdminSong | null> {
  const { data, error } = await client.from('songs').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data;
}

/** The genres and subgenres in use, for the form's suggestions. */
export async function getSongGenres(client: Backend): Promise<{ genres: string[]; subgenres: string[] }> {
  const { data, error } = await client.from('songs').select('genre, subgenre');
  if (error) throw error;
  return { genres: distinctInSpanishOrder(data.map((row) => row.genre)), subgenres: distinctInSpanishOrder(data.map((row) => row.subgenre)) };
}

export const songFormSchema = z.object({
  title: z.string().trim().min(1, 'Introduce el título').max(200, 'El título no puede superar 200 caracteres'),
  autor: z.string().trim().min(1, 'Introduce el autor').max(200, 'El autor no puede superar 200 caracteres'),
  genre: z.string().trim().min(1, 'Introduce el género').max(60, 'El género no puede superar 60 caracteres'),
  subgenre: z
    .string()
    .trim()
    .max(60, 'El subgénero no puede superar 60 caracteres')
    .transform((value) => value || null),
  duration: z
    .string()
    .trim()
    .regex(/^[0-9]{1,3}:[0-5][0-9]$/, 'La duración debe tener la forma m:ss (p. ej. 3:05); se lee del archivo al elegirlo'),
});
export type SongFormInput = z.input<typeof songFormSchema>;
export type SongFormValues = z.output<typeof songFormSchema>;

export const songFormInput = (song: AdminSong | null): SongFormInput => ({
  title: song?.title ?? '',
  autor: song?.autor ?? '',
  genre: song?.genre ?? '',
  subgenre: song?.subgenre ?? '',
  duration: song?.duration ?? '',
});

const storedFile = (song: Pick<AdminSong, 'filename'>): StoredFile => ({ place: SONG_FILES, path: song.filename });

/**
 * Creates a song with its audio, or updates one (replacing its audio when `file` is given): the file
 * and the row are written together or not at all. A replaced file that a weekly list still plays is kept.
 */
export async function saveSong(client: Backend, values: SongFormValues, file: File | null, song: AdminSong | null): Promise<AdminSong> {
  if (!song && !file) throw new Error('Elige el archivo de audio');
  const problem = file && songFileProblem(file);
  if (problem) throw new Error(problem);
  const replaced = song && file && !(await isInWeeklyList(client, song.filename)) ? storedFile(song) : null;
  return writeWithFile(
    client,
    file && { place: SONG_FILES, file, extension: AUDIO_TYPES[file.type] as string },
    async (path) => {
      const row = { ...values, ...(path ? { filename: path } : {}) };
      const written = song
        ? await client.from('songs').update(row).eq('id', song.id).select('*')
        : await client.from('songs').insert(row as typeof row & { filename: string }).select('*');
      if (written.error) throw written.error;
      if (!written.data.length) throw new Error('La canción no existe o no se puede modificar.');
      return written.data[0] as AdminSong;
    },
    replaced,
  );
}

/** Whether an archived weekly list still plays this file (its snapshot keeps the filename). */
async function isInWeeklyList(client: Backend, filename: string): Promise<boolean> {
  const { count, error } = await client
    .from('top10_weekly_history')
    .select('id', { count: 'exact', head: true })
    .contains('songs', JSON.stringify([{ filename }]));
  if (error) throw error;
  return (count ?? 0) > 0;
}

/** Deletes a song (it leaves the Top 10 too) and its audio, unless a weekly list still plays it. */
export async function deleteSong(client: Backend, song: AdminSong): Promise<void> {
  const keepFile = await isInWeeklyList(client, song.filename);
  const { data, error } = await client.from('songs').delete().eq('id', song.id).select('id');
  if (error) throw error;
  if (!data.length) throw new Error('La canción no existe o no se puede eliminar.');
  if (!keepFile) await removeOwnedFile(client, storedFile(song));
}
