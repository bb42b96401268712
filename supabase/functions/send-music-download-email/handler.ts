/**
 * Mails download links for songs to someone who has just filled in the download form. The form
 * stores a music_downloads row first (one per submission, with an id it chose) and passes that id
 * as requestId: exactly that row's mail is promised in the outbox, once, and goes to its address
 * (now, or when the outbox retries it). Every
 * song must exist and its previewUrl/downloadUrl must be this project's public URL of that song's
 * file; the e-mail carries the public URLs built on the server (the music bucket is public), never
 * text copied from the request, and no signed token anyone could reuse.
 */
import { type DownloadSong, musicDownloadEmail } from '../_shared/emails.ts';
import { HttpError, json, postHandler, readJson } from '../_shared/http.ts';
import { promiseRequestMail, type PendingRequest } from '../_shared/leads.ts';
import { mailPromised, sendPromisedMail } from '../_shared/outbox.ts';
import { isPublicObjectUrl, publicObjectUrl } from '../_shared/storage.ts';
import { adminClient } from '../_shared/supabase-admin.ts';
import { body, emailField, optionalText, parseInput, requiredText, z } from '../_shared/validation.ts';
import { limitCaller } from '../_shared/rate-limit.ts';

const MAX_SONGS = 20;
const MUSIC_BUCKET = 'music';

const songSchema = z.object(
  {
    id: z.uuid({ error: 'Cada canción debe indicar su id.' }),
    previewUrl: z.string({ error: 'Cada canción debe indicar su previewUrl.' }).max(2048),
    downloadUrl: z.string({ error: 'Cada canción debe indicar su downloadUrl.' }).max(2048),
  },
  { error: 'Cada canción debe ser un objeto.' },
);

const schema = body({
  requestId: z.uuid({ error: 'Falta la solicitud de descarga (requestId).' }),
  nombre: requiredText('nombre', { max: 100 }),
  email: emailField(),
  empresa: optionalText('empresa', 150),
  songs: z
    .array(songSchema, { error: 'El campo songs debe ser una lista de canciones.' })
    .min(1, { error: 'Elige al menos una canción.' })
    .max(MAX_SONGS, { error: `Puedes pedir como máximo ${MAX_SONGS} canciones a la vez.` }),
  singleSong: z.boolean({ error: 'El campo singleSong debe ser verdadero o falso.' }).optional(),
});

interface SongRow {
  id: string;
  title: string;
  autor: string;
  genre: string;
  duration: string;
  filename: string;
}

export const handler: (req: Request) => Promise<Response> = postHandler('send-music-download-email', async (req) => {
  const input = parseInput(schema, await readJson(req));
  if (input.singleSong && input.songs.length !== 1) {
    throw new HttpError(400, 'Con singleSong solo se puede pedir una canción.');
  }
  const ids = [...new Set(input.songs.map((song) => song.id))];
  const db = await adminClient();
  await limitCaller(db, req, 'send-music-download-email', 20, 600);

  const { data, error } = await db.from('songs').select('id, title, autor, genre, duration, filename').in('id', ids);
  if (error) throw new Error(`songs lookup failed: ${error.message}`);
  const byId = new Map((data as SongRow[]).map((song) => [song.id, song]));

  const songs: DownloadSong[] = [];
  const listed = new Set<string>();
  for (const requested of input.songs) {
    const song = byId.get(requested.id);
    if (!song) throw new HttpError(404, 'Alguna de las canciones solicitadas no existe.');
    if (
      !isPublicObjectUrl(requested.previewUrl, MUSIC_BUCKET, song.filename) ||
      !isPublicObjectUrl(requested.downloadUrl, MUSIC_BUCKET, song.filename)
    ) {
      throw new HttpError(400, `Los enlaces de «${song.title}» no corresponden a los archivos de la web.`);
    }
    if (listed.has(song.id)) continue;
    listed.add(song.id);
    songs.push({
      title: song.title,
      autor: song.autor,
      genre: song.genre,
      duration: song.duration,
      previewUrl: publicObjectUrl(MUSIC_BUCKET, song.filename),
      downloadUrl: publicObjectUrl(MUSIC_BUCKET, song.filename, { download: song.filename.split('/').pop() ?? song.filename }),
    });
  }

  const { outboxId } = await promiseRequestMail<PendingRequest>(
    db,
    { table: 'music_downloads', id: input.requestId, kind: 'music_download', filters: { email: input.email } },
    (row) => musicDownloadEmail({ email: row.email, songs }),
  );
  if (!outboxId) {
    if (await mailPromised(db, 'music_download', input.requestId)) {
      throw new HttpError(409, 'Ya te hemos enviado estos enlaces. Revisa tu bandeja de entrada y la carpeta de spam.');
    }
    throw new HttpError(404, 'No encontramos ninguna solicitud de descarga para este email.');
  }
  const sent = await sendPromisedMail(db, outboxId);
  return json(200, { success: true, songs: songs.length, queued: !sent });
});
