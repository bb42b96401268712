import { getSupabase } from '@pitwall/backend';
import { getSongChoices, getTop10Songs, replaceTop10, TOP10_MAX, type Top10Song } from '@pitwall/backend/admin';
import { Button, ErrorState, LoadingState, toast, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { Field, Select } from '@pitwall/ui/form';
import { ArrowDown, ArrowUp, GripVertical, Plus, Save, X } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import styled from 'styled-components';
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

/** The list being edited: starts as the saved Top 10; nothing is stored until 'Guardar Top 10'. */
function Top10Editor({ saved, choices, onSaved }: { saved: Top10Song[]; choices: Top10Song[]; onSaved: () => void }) {
  const [list, setList] = useState(saved);
  const [picked, setPicked] = useState('');
  const [dragged, setDragged] = useState<number | null>(null);
  // Read out by screen readers after every change made with the buttons or by dragging.
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);

  const full = list.length >= TOP10_MAX;
  const available = choices.filter((song) => !list.some((entry) => entry.id === song.id));

  const move = (from: number, to: number) => {
    const song = list[from];
    if (!song || to < 0 || to >= list.length || from === to) return;
    setList(moved(list, from, to));
    setAnnouncement(`«${song.title}» pasa a la posición ${to + 1} de ${list.length}.`);
  };
  const add = () => {
    const song = available.find((choice) => choice.id === picked);
    if (!song || full) return;
    setList([...list, song]);
    setPicked('');
    setAnnouncement(`«${song.title}» añadida en la posición ${list.length + 1}.`);
  };
  const remove = (index: number) => {
    const song = list[index];
    if (!song) return;
    setList(list.filter((_, position) => position !== index));
    setAnnouncement(`«${song.title}» quitada del Top 10.`);
  };
  const save = async () => {
    setSaving(true);
    try {
      await replaceTop10(getSupabase(), list.map((song) => song.id));
      toast.success('Top 10 guardado', { description: `${list.length} ${list.length === 1 ? 'canción' : 'canciones'} en el reproductor.` });
      onSaved();
    } catch {
      toast.error('No se pudo guardar el Top 10', { description: 'No se ha cambiado nada. Comprueba tu conexión e inténtalo de nuevo.' });
    } finally {
      setSaving(false);
    }
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
                <Button variant="secondary" size="small" onClick={() => move(index, index - 1)} disabled={index === 0} aria-label={`Subir ${song.title}`}>
                  <ArrowUp size={16} aria-hidden="true" />
                  Subir
                </Button>
                <Button
                  variant="secondary"
                  size="small"
                  onClick={() => move(index, index + 1)}
                  disabled={index === list.length - 1}
                  aria-label={`Bajar ${song.title}`}
                >
                  <ArrowDown size={16} aria-hidden="true" />
                  Bajar
                </Button>
                <Button variant="secondary" size="small" onClick={() => remove(index)} aria-label={`Quitar ${song.title}`}>
                  <X size={16} aria-hidden="true" />
                  Quitar
                </Button>
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
        <Button variant="secondary" onClick={add} disabled={full || !picked}>
          <Plus size={18} aria-hidden="true" />
          Añadir al Top 10
        </Button>
      </Picker>

      <Actions>
        <Button onClick={() => void save()} disabled={saving}>
          <Save size={18} aria-hidden="true" />
          {saving ? 'Guardando…' : 'Guardar Top 10'}
        </Button>
        <Button variant="secondary" onClick={() => setList(saved)} disabled={saving}>
          Descartar cambios
        </Button>
      </Actions>
    </>
  );
}

/** The Top 10 the music page's player plays: pick up to ten songs, order them, save them together. */
export default function Top10Section() {
  const data = useAsyncResource(async () => {
    const client = getSupabase();
    const [saved, choices] = await Promise.all([getTop10Songs(client), getSongChoices(client)]);
    return { saved, choices };
  });

  return (
    <Card
      title="Top 10"
      description="Las canciones del reproductor Top 10 de /playlist-music, en su orden. Arrastra las filas o usa Subir y Bajar; nada cambia hasta que guardas."
    >
      {data.status === 'loading' && <LoadingState label="Cargando el Top 10…" />}
      {data.status === 'error' && (
        <ErrorState title="No se pudo cargar el Top 10" message="Comprueba la conexión e inténtalo de nuevo." onRetry={data.reload} />
      )}
      {data.status === 'success' && <Top10Editor saved={data.data.saved} choices={data.data.choices} onSaved={data.reload} />}
    </Card>
  );
}
