import { getSupabase } from '@pitwall/backend';
import { getAdminSongs, type SongSortColumn } from '@pitwall/backend/admin';
import { Button, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { Plus } from 'lucide-react';
import { Actions, Card } from '../../ui/Card.tsx';
import { EditRowButton } from '../../ui/EditorParts.tsx';
import { LIST_PAGE_SIZE, ListToolbar, useListParams } from '../../ui/ListControls.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { IndexTable } from '../../ui/Table.tsx';
import { SongEditor } from './SongEditor.tsx';
import { SONG_PARAM } from './song-labels.ts';

// Songs are listed by title, as the music page lists them.
const SORTS = [
  { id: 'titulo', label: 'Título (A-Z)', column: 'title', ascending: true },
  { id: 'autor', label: 'Autor (A-Z)', column: 'autor', ascending: true },
  { id: 'genero', label: 'Género (A-Z)', column: 'genre', ascending: true },
  { id: 'recientes', label: 'Más recientes', column: 'created_at', ascending: false },
] as const satisfies readonly { id: string; label: string; column: SongSortColumn; ascending: boolean }[];

function SongList() {
  const { search, sort, page, update } = useListParams(SORTS);
  const songs = useAsyncResource(() => getAdminSongs(getSupabase(), { search, sort, page, pageSize: LIST_PAGE_SIZE }), `${search}|${sort.id}|${page}`);
  const edit = (id: string) => update({ [SONG_PARAM]: id });

  return (
    <Card title="Canciones" description="Las canciones de /playlist-music: metadatos y audio. Las canciones nuevas aparecen en la lista en cuanto se guardan.">
      <Actions>
        <Button onClick={() => edit('nueva')}>
          <Plus size={18} aria-hidden="true" />
          Nueva canción
        </Button>
      </Actions>
      <ListToolbar label="canciones" placeholder="Título, autor, género…" search={search} sorts={SORTS} sort={sort} update={update} />
      <PagedList
        resource={songs}
        page={page}
        search={search}
        narrowed={false}
        noun={['canción', 'canciones']}
        title="Canciones"
        loading="Cargando canciones…"
        failed="No se pudieron cargar las canciones"
        empty="Todavía no hay canciones."
        update={update}
      >
        {(rows) => (
          <IndexTable $widths={{ 1: '10rem', 2: '6rem', 3: '6.5rem' }}>
            <thead>
              <tr>
                <th scope="col">Canción</th>
                <th scope="col">Género</th>
                <th scope="col">Duración</th>
                <th scope="col">
                  <VisuallyHidden>Acciones</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((song) => (
                <tr key={song.id}>
                  <td data-narrow="full">
                    {song.title}
                    <small>{song.autor}</small>
                  </td>
                  <td>
                    {song.genre}
                    {song.subgenre && <small>{song.subgenre}</small>}
                  </td>
                  <td className="number">{song.duration}</td>
                  <td className="actions">
                    <EditRowButton name={song.title} onClick={() => edit(song.id)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </IndexTable>
        )}
      </PagedList>
    </Card>
  );
}

/** The songs: the list, or the form for one (?cancion=<id>, or 'nueva'). */
export default function SongsSection() {
  const { params } = useListParams(SORTS);
  const editing = params.get(SONG_PARAM);
  return editing ? <SongEditor key={editing} id={editing === 'nueva' ? null : editing} /> : <SongList />;
}
