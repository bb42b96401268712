import { getSupabase } from '@pitwall/backend';
import { getAdminSongs, type SongSortColumn } from '@pitwall/backend/admin';
import { useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { EditRowButton } from '../../ui/EditorParts.tsx';
import { LIST_PAGE_SIZE, SortHeader, useListParams, type SortColumn } from '../../ui/ListControls.tsx';
import { EditableList, ListSection } from '../../ui/ListSection.tsx';
import { IndexTable } from '../../ui/Table.tsx';
import { SongEditor } from './SongEditor.tsx';
import { SONG_PARAM } from './song-labels.ts';

// Songs are listed by title, as the music page lists them.
const SORTS = [
  { id: 'titulo', column: 'title', ascending: true },
  { id: 'genero', column: 'genre', ascending: true },
] as const satisfies readonly SortColumn<SongSortColumn>[];

function SongList() {
  const { search, sort, sortKey, sorting, page, update } = useListParams(SORTS);
  const songs = useAsyncResource(() => getAdminSongs(getSupabase(), { search, sort, page, pageSize: LIST_PAGE_SIZE }), `${search}|${sortKey}|${page}`);
  const edit = (id: string) => update({ [SONG_PARAM]: id });

  return (
    <ListSection
      title="Canciones"
      description="Las canciones de /playlist-music: metadatos y audio. Las canciones nuevas aparecen en la lista en cuanto se guardan."
      searchIn="canciones"
      placeholder="Título, autor, género…"
      create={{ label: 'Nueva canción', onClick: () => edit('nueva') }}
      list={{
        resource: songs,
        narrowed: false,
        noun: ['canción', 'canciones'],
        loading: 'Cargando canciones…',
        failed: 'No se pudieron cargar las canciones',
        empty: 'Todavía no hay canciones.',
      }}
      state={{ search, page, update }}
    >
      {(rows) => (
        <IndexTable $widths={{ 1: '10rem', 2: '6rem', 3: '7.5rem' }}>
          <thead>
            <tr>
              <SortHeader id="titulo" sorting={sorting}>
                Canción
              </SortHeader>
              <SortHeader id="genero" sorting={sorting}>
                Género
              </SortHeader>
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
    </ListSection>
  );
}

/** The songs: the list, or the form for one (?cancion=<id>, or 'nueva'). */
export default function SongsSection() {
  return (
    <EditableList param={SONG_PARAM} newId="nueva" editor={(id) => <SongEditor id={id} />}>
      <SongList />
    </EditableList>
  );
}
