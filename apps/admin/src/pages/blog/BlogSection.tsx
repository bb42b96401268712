import { getSupabase } from '@pitwall/backend';
import { getBlogPosts, type BlogPostSortColumn } from '@pitwall/backend/admin';
import { Badge, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { EditRowButton } from '../../ui/EditorParts.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { FilterSelect, LIST_PAGE_SIZE, SortHeader, useListParams, type SortColumn } from '../../ui/ListControls.tsx';
import { EditableList, ListSection } from '../../ui/ListSection.tsx';
import { IndexTable } from '../../ui/Table.tsx';
import { POST_PARAM } from './blog-labels.ts';
import { BlogPostEditor } from './BlogPostEditor.tsx';

// Newest written first by default (a column the table does not show).
const SORTS = [
  { id: 'titulo', column: 'title', ascending: true },
  { id: 'publicada', column: 'published_at', ascending: false },
  { id: 'editada', column: 'updated_at', ascending: false },
] as const satisfies readonly SortColumn<BlogPostSortColumn>[];
const NEWEST = { column: 'created_at', ascending: false } as const;

const STATES = { publicadas: 'Publicadas', borradores: 'Borradores' } as const;
const isState = (value: string | null): value is keyof typeof STATES => value !== null && value in STATES;

function PostList() {
  const { params, search, sort, sortKey, sorting, page, update } = useListParams(SORTS, NEWEST);
  const stateParam = params.get('estado');
  const state = isState(stateParam) ? stateParam : undefined;
  const posts = useAsyncResource(() => getBlogPosts(getSupabase(), { search, state, sort, page, pageSize: LIST_PAGE_SIZE }), `${search}|${state}|${sortKey}|${page}`);
  const edit = (id: string) => update({ [POST_PARAM]: id });

  return (
    <ListSection
      title="Blog"
      description="Todas las publicaciones, también los borradores. Solo las publicadas se ven en /blog; el contenido completo, solo los suscriptores."
      searchIn="el blog"
      placeholder="Título, dirección, resumen…"
      create={{ label: 'Nueva publicación', onClick: () => edit('nueva') }}
      filters={
        <FilterSelect
          label="Estado"
          value={state ?? ''}
          anyLabel="Todas"
          options={Object.entries(STATES).map(([value, label]) => ({ value, label }))}
          onChange={(value) => update({ estado: value || null, pagina: null })}
        />
      }
      list={{
        resource: posts,
        narrowed: Boolean(state),
        noun: ['publicación', 'publicaciones'],
        title: 'Publicaciones',
        loading: 'Cargando publicaciones…',
        failed: 'No se pudieron cargar las publicaciones del blog',
        empty: 'Todavía no hay publicaciones.',
      }}
      state={{ search, page, update }}
    >
      {(rows) => (
        <IndexTable $widths={{ 1: '7rem', 2: '9.5rem', 3: '9.5rem', 4: '7.5rem' }}>
          <thead>
            <tr>
              <SortHeader id="titulo" sorting={sorting}>
                Publicación
              </SortHeader>
              <th scope="col">Estado</th>
              <SortHeader id="publicada" sorting={sorting}>
                Publicada
              </SortHeader>
              <SortHeader id="editada" sorting={sorting}>
                Editada
              </SortHeader>
              <th scope="col">
                <VisuallyHidden>Acciones</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((post) => (
              <tr key={post.id}>
                <td data-narrow="full">
                  {post.title}
                  <small>/blog/{post.slug}</small>
                  {post.tags.length > 0 && <small>{post.tags.join(' · ')}</small>}
                </td>
                <td>{post.published ? <Badge $tone="success">Publicada</Badge> : <Badge>Borrador</Badge>}</td>
                <td>{post.published && post.published_at ? formatReceived(post.published_at) : '—'}</td>
                <td>{formatReceived(post.updated_at)}</td>
                <td className="actions">
                  <EditRowButton name={post.title} onClick={() => edit(post.id)} />
                </td>
              </tr>
            ))}
          </tbody>
        </IndexTable>
      )}
    </ListSection>
  );
}

/** The blog: the list of posts, or the form for one (?publicacion=<id>, or 'nueva'). */
export default function BlogSection() {
  return (
    <EditableList param={POST_PARAM} newId="nueva" editor={(id) => <BlogPostEditor id={id} />}>
      <PostList />
    </EditableList>
  );
}
