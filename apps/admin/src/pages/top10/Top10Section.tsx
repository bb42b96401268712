import { getSupabase } from '@pitwall/backend';
import { addTop10Song, getSongChoices, getTop10Songs, removeTop10Song, replaceTop10, TOP10_MAX, type Top10Song } from '@pitwall/backend/admin';
import { Button, ErrorState, LoadingState, toast, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { Field, Select } from '@pitwall/ui/form';
import { ArrowDown, ArrowUp, GripVertical, Plus, Save, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { RowIconButton } from '../../ui/RowIconButton.tsx';
import { Actions, Card } from '../../ui/Card.tsx';
import { Empty } from '../../ui/ListControls.tsx';

const Ranking = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xSmall};
  list-style: none;
  padding: 0;
`;

const Row = styled.li<{ $dragging: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.small};
  padding: ${({ theme }) => theme.spacing.small};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  cursor: grab;
  .position { min-width: 2ch; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
  .song { flex: 1 1 12rem; min-width: 0; overflow-wrap: anywhere; }
  .song small { display: block; color: ${({ theme }) => theme.colors.inkSoft}; }
  svg.grip { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing.small};
  > :first-child { flex: 1 1 16rem; }
`;

/** `list` with the song at `from` moved to `to`. */
function moved(list: Top10Song[], from: number, to: number): Top10Song[] {
  const next = [...list];
  const [song] = next.splice(from, 1);
  if (song) next.splice(to, 0, song);
  return next;
}

/** The spec's Top 10 messages (§8): load, reorder, add and remove, each with its success variant. */
// Ten rows need no more: the row actions stay close to the titles and clear of the toasts, top right.
const Narrow = styled.div`
  max-width: 44rem;
`;

const MESSAGES = {
  loadFailed: 'Error al cargar el top 10',
  updated: 'Top 10 actualizado correctamente',
  updateFailed: 'Error al actualizar el top 10',
  added: 'Canción añadida al top 10 correctamente',
  addFailed: 'Error al añadir canción al top 10',
  removed: 'Canción eliminada del top 10 correctamente',
  removeFailed: 'Error al eliminar canción del top 10',
} as const;

/** The database's own sentence for a refusal (a duplicate, an 11th song…), else a hint to retry. */
function reason(error: unknown): string {
  const message = error && typeof error === 'object' && 'message' in error ? String(error.message) : '';
  return /Top 10/.test(message) ? message : 'Comprueba tu conexión e inténtalo de nuevo.';
}

/**
 * The Top 10 being edited. Adding or removing a song is stored at once, one operation each; a new
 * order stays on this screen until 'Guardar orden', which saves the whole list in one replace.
 */
function Top10Editor({ saved, choices }: { saved: Top10Song[]; choices: Top10Song[] }) {
  /** The Top 10 as stored, in its stored order. */
  const [stored, setStored] = useState(saved);
  /** The order on screen: the stored songs, perhaps reordered and not saved yet. */
  const [list, setList] = useState(saved);
  const [picked, setPicked] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  // Read out by screen readers after every change made with the buttons or by dragging.
  const [announcement, setAnnouncement] = useState('');
  const [busy, setBusy] = useState(false);

  const full = list.length >= TOP10_MAX;
  const available = choices.filter((song) => !list.some((entry) => entry.id === song.id));
  const reordered = list.some((song, index) => stored[index]?.id !== song.id);

  /** One stored operation at a time; a failure shows its own error toast. */
  const store = async (work: () => Promise<void>, failed: string) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(failed, { description: reason(error) });
    } finally {
      setBusy(false);
    }
  };

  const move = (from: number, to: number) => {
    const song = list[from];
    if (!song || to < 0 || to >= list.length || from === to) return;
    setList(moved(list, from, to));
    setAnnouncement(`«${song.title}» pasa a la posición ${to + 1} de ${list.length}.`);
  };
  const add = () => {
    const song = available.find((choice) => choice.id === picked);
    if (!song || full) return;
    void store(async () => {
      const position = await addTop10Song(getSupabase(), song.id);
      setStored((current) => [...current, song]);
      setList((current) => [...current, song]);
      setPicked('');
      setAnnouncement(`«${song.title}» añadida en la posición ${position}.`);
      toast.success(MESSAGES.added, { description: `«${song.title}» en la posición ${position}.` });
    }, MESSAGES.addFailed);
  };
  const remove = (song: Top10Song) => {
    void store(async () => {
      await removeTop10Song(getSupabase(), song.id);
      setStored((current) => current.filter((entry) => entry.id !== song.id));
      setList((current) => current.filter((entry) => entry.id !== song.id));
      setAnnouncement(`«${song.title}» quitada del Top 10.`);
      toast.success(MESSAGES.removed, { description: `«${song.title}» ya no está en el Top 10.` });
    }, MESSAGES.removeFailed);
  };
  const saveOrder = () => {
    void store(async () => {
      await replaceTop10(getSupabase(), list.map((song) => song.id));
      setStored(list);
      toast.success(MESSAGES.updated, { description: `${list.length} ${list.length === 1 ? 'canción' : 'canciones'} en el reproductor.` });
    }, MESSAGES.updateFailed);
  };

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index);
    setDragged(null);
  };

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {list.length === 0 ? (
        <Empty>El Top 10 está vacío. Añade canciones desde la lista de abajo.</Empty>
      ) : (
        <Ranking aria-label="Orden del Top 10">
          {list.map((song, index) => (
            <Row
              key={song.id}
              draggable
              $dragging={dragged === index}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={dropOn(index)}
              onDragEnd={() => setDragged(null)}
            >
              <GripVertical className="grip" size={18} aria-hidden="true" />
              <span className="position">{index + 1}</span>
              <span className="song">
                {song.title}
                <small>
                  {song.autor} · {song.genre} · {song.duration}
                </small>
              </span>
              <Actions>
                <RowIconButton onClick={() => move(index, index - 1)} disabled={index === 0} aria-label={`Subir ${song.title}`} title="Subir">
                  <ArrowUp size={16} aria-hidden="true" />
                </RowIconButton>
                <RowIconButton onClick={() => move(index, index + 1)} disabled={index === list.length - 1} aria-label={`Bajar ${song.title}`} title="Bajar">
                  <ArrowDown size={16} aria-hidden="true" />
                </RowIconButton>
                <RowIconButton onClick={() => remove(song)} disabled={busy} aria-label={`Quitar ${song.title}`} title="Quitar del Top 10">
                  <X size={16} aria-hidden="true" />
                </RowIconButton>
              </Actions>
            </Row>
          ))}
        </Ranking>
      )}

      <Picker>
        <Field
          label="Canción para añadir"
          hint={full ? `El Top 10 está completo (${TOP10_MAX} canciones): quita una para añadir otra.` : `${list.length} de ${TOP10_MAX} canciones.`}
        >
          {(ids) => (
            <Select {...ids} value={picked} onChange={(event) => setPicked(event.target.value)} disabled={full}>
              <option value="">Elige una canción…</option>
              {available.map((song) => (
                <option key={song.id} value={song.id}>
                  {song.title} — {song.autor}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button variant="secondary" onClick={add} disabled={full || !picked || busy}>
          <Plus size={18} aria-hidden="true" />
          Añadir al Top 10
        </Button>
      </Picker>

      <Actions>
        <Button onClick={saveOrder} disabled={busy || !reordered}>
          <Save size={18} aria-hidden="true" />
          {busy ? 'Guardando…' : 'Guardar orden'}
        </Button>
        <Button variant="secondary" onClick={() => setList(stored)} disabled={busy || !reordered}>
          Descartar orden
        </Button>
      </Actions>
    </>
  );
}

/** The Top 10 the music page's player plays: add or remove a song (stored at once), reorder and save the order. */
export default function Top10Section() {
  const data = useAsyncResource(async () => {
    const client = getSupabase();
    const [saved, choices] = await Promise.all([getTop10Songs(client), getSongChoices(client)]);
    return { saved, choices };
  });

  return (
    <Narrow>
      <Card
        title="Top 10"
        description="Las canciones del reproductor Top 10 de /playlist-music, en su orden. Añadir o quitar una canción se guarda al momento; para cambiar el orden, arrastra las filas o usa los botones de subir y bajar y pulsa Guardar orden."
      >
        {data.status === 'loading' && <LoadingState label="Cargando el Top 10…" />}
        {data.status === 'error' && (
          <ErrorState title={MESSAGES.loadFailed} message="Comprueba la conexión e inténtalo de nuevo." onRetry={data.reload} />
        )}
        {data.status === 'success' && <Top10Editor saved={data.data.saved} choices={data.data.choices} />}
      </Card>
    </Narrow>
  );
}
