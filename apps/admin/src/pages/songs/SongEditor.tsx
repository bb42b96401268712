import { zodResolver } from '@hookform/resolvers/zod';
import { getSupabase, songAudioUrl } from '@pitwall/backend';
import {
  deleteSong,
  getAdminSong,
  getSongGenres,
  saveSong,
  SONG_AUDIO_ACCEPT,
  songFileProblem,
  songFormInput,
  songFormSchema,
  type AdminSong,
  type SongFormInput,
  type SongFormValues,
} from '@pitwall/backend/admin';
import { toast, useAsyncResource } from '@pitwall/ui';
import { Field, Input } from '@pitwall/ui/form';
import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Actions, Card } from '../../ui/Card.tsx';
import { BackButton, ConfirmDelete, EditorForm, EditorLoader, SaveActions, useCloseEditor } from '../../ui/EditorParts.tsx';
import { Group } from '../../ui/form-layout.ts';
import { readAudioDuration } from './read-duration.ts';
import { SONG_PARAM } from './song-labels.ts';


function Suggestions({ id, values }: { id: string; values: string[] }) {
  return (
    <datalist id={id}>
      {values.map((value) => (
        <option key={value} value={value} />
      ))}
    </datalist>
  );
}

function SongForm({ song, genres }: { song: AdminSong | null; genres: { genres: string[]; subgenres: string[] } }) {
  const close = useCloseEditor(SONG_PARAM);
  const genreList = useId();
  const subgenreList = useId();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SongFormInput, unknown, SongFormValues>({ resolver: zodResolver(songFormSchema), defaultValues: songFormInput(song) });
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (input: HTMLInputElement) => {
    const chosen = input.files?.[0] ?? null;
    setFile(null);
    const problem = chosen && songFileProblem(chosen);
    setFileProblem(problem);
    if (!chosen || problem) {
      input.value = '';
      return;
    }
    setReading(true);
    const duration = await readAudioDuration(chosen);
    setReading(false);
    if (!duration) {
      setFileProblem('No se pudo leer la duración del audio: comprueba que el archivo no esté dañado.');
      input.value = '';
      return;
    }
    setFile(chosen);
    setValue('duration', duration, { shouldDirty: true, shouldValidate: true });
  };

  const save = handleSubmit(async (values) => {
    if (!song && !file) return;
    try {
      await saveSong(getSupabase(), values, file, song);
      toast.success(song ? 'Canción actualizada correctamente' : 'Canción añadida correctamente', { description: values.title });
      close();
    } catch (error) {
      console.error('[admin-songs]', error);
      toast.error(song ? 'Error al actualizar la canción' : 'Error al añadir la canción', { description: 'Comprueba los datos y tu conexión e inténtalo de nuevo.' });
    }
  });
  // A new song needs its audio: said beside the file field, together with the other fields' errors.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!song && !file) setFileProblem('Elige el archivo de audio');
    return save(event);
  };

  const title = song ? `Editar ${song.title}` : 'Nueva canción';
  return (
    <Card title={title} description="Las canciones se ven en /playlist-music en cuanto se guardan.">
      <Actions>
        <BackButton label="Volver a canciones" onClick={close} />
        {song && (
          <ConfirmDelete
            label="Eliminar canción"
            question={`¿Estás seguro? Se eliminará «${song.title}», saldrá del Top 10 y de /playlist-music. Esta acción no se puede deshacer.`}
            done="Canción eliminada correctamente"
            failed="Error al eliminar la canción"
            what={song.title}
            remove={() => deleteSong(getSupabase(), song)}
            onDeleted={close}
          />
        )}
      </Actions>
      <EditorForm onSubmit={onSubmit} noValidate aria-label={title}>
        <Group>
          <legend>Canción</legend>
          <Field label="Título" error={errors.title?.message}>
            {(ids) => <Input {...ids} autoComplete="off" {...register('title')} />}
          </Field>
          <Field label="Autor" error={errors.autor?.message}>
            {(ids) => <Input {...ids} autoComplete="off" {...register('autor')} />}
          </Field>
          <Field label="Género" error={errors.genre?.message}>
            {(ids) => <Input {...ids} autoComplete="off" list={genreList} {...register('genre')} />}
          </Field>
          <Field label="Subgénero (opcional)" error={errors.subgenre?.message}>
            {(ids) => <Input {...ids} autoComplete="off" list={subgenreList} {...register('subgenre')} />}
          </Field>
          <Suggestions id={genreList} values={genres.genres} />
          <Suggestions id={subgenreList} values={genres.subgenres} />
        </Group>
        <Group>
          <legend>Audio</legend>
          <div className="full">
            <Field
              label={song ? 'Reemplazar el audio (opcional)' : 'Archivo de audio'}
              hint={reading ? 'Leyendo la duración…' : 'MP3, M4A, WAV, OGG o FLAC de hasta 50 MB. La duración se lee del archivo.'}
              error={fileProblem ?? undefined}
            >
              {(ids) => <Input {...ids} type="file" accept={SONG_AUDIO_ACCEPT} onChange={(event) => void choose(event.target)} />}
            </Field>
          </div>
          <Field label="Duración" hint="m:ss, leída del archivo." error={errors.duration?.message}>
            {(ids) => <Input {...ids} readOnly autoComplete="off" {...register('duration')} />}
          </Field>
          {song && !file && (
            <div className="full">
              <p>Audio actual:</p>
              <audio controls preload="none" src={songAudioUrl(getSupabase(), song.filename)} aria-label={`Audio actual de ${song.title}`} />
            </div>
          )}
        </Group>
        <SaveActions saving={isSubmitting} disabled={reading} label={song ? 'Guardar cambios' : 'Añadir canción'} onCancel={close} />
      </EditorForm>
    </Card>
  );
}

/** The form for a new song (`id` null) or for an existing one, loaded first with the genres in use. */
export function SongEditor({ id }: { id: string | null }) {
  const close = useCloseEditor(SONG_PARAM);
  const loaded = useAsyncResource(async () => {
    const client = getSupabase();
    const [song, genres] = await Promise.all([id ? getAdminSong(client, id) : null, getSongGenres(client)]);
    return { song, genres };
  }, id);
  return (
    <EditorLoader
      resource={loaded}
      isMissing={(data) => Boolean(id) && !data.song}
      loading="Cargando canción…"
      failed="No se pudo cargar la canción"
      notFound="Canción no encontrada"
      backLabel="Volver a canciones"
      onBack={close}
    >
      {(data) => <SongForm song={data.song} genres={data.genres} />}
    </EditorLoader>
  );
}
