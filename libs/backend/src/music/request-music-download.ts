import * as z from 'zod';
import type { Backend } from '../client.ts';
import { songAudioUrl } from './song-audio.ts';
import type { Song } from './get-songs.ts';

export const musicDownloadInputSchema = z.object({
  nombre: z.string().trim().min(1, 'Escribe tu nombre.').max(100, 'Máximo 100 caracteres.'),
  email: z.string().trim().min(1, 'Escribe tu email.').max(254).pipe(z.email('Por favor, introduce un email válido.')),
  empresa: z.string().trim().max(150, 'Máximo 150 caracteres.'),
});
export type MusicDownloadInput = z.input<typeof musicDownloadInputSchema>;

/**
 * Stores the request (one row per submission, its id chosen here because visitors may not read
 * the table back), then asks send-music-download-email to mail that row's links. The row is kept
 * whatever happens to the e-mail.
 */
export async function requestMusicDownload(db: Backend, input: MusicDownloadInput, song: Pick<Song, 'id' | 'filename'>): Promise<void> {
  const { nombre, email, empresa } = musicDownloadInputSchema.parse(input);
  const requestId = crypto.randomUUID();
  const { error } = await db
    .from('music_downloads')
    .insert({ id: requestId, nombre, email, empresa: empresa || null });
  if (error) throw error;

  const { error: sendError } = await db.functions.invoke('send-music-download-email', {
    body: {
      requestId,
      nombre,
      email,
      empresa: empresa || null,
      songs: [{ id: song.id, previewUrl: songAudioUrl(db, song.filename), downloadUrl: songAudioUrl(db, song.filename, { download: true }) }],
      singleSong: true,
    },
  });
  if (sendError) throw sendError;
}
