import { getSupabase } from '@pitwall/backend';
import { getBlogPosts, type BlogPostSortColumn } from '@pitwall/backend/admin';
import { Badge, Button, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { Plus } from 'lucide-react';
import { Actions, Card } from '../../ui/Card.tsx';
import { EditRowButton } from '../../ui/EditorParts.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { FilterSelect, LIST_PAGE_SIZE, ListToolbar, Toolbar, useListParams } from '../../ui/ListControls.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { IndexTable } from '../../ui/Table.tsx';
import { POST_PARAM } from './blog-labels.ts';
import { BlogPostEditor } from './BlogPostEditor.tsx';

const SORTS = [
  { id: 'recientes', label: 'Más recientes', column: 'created_at', ascending: false },
  { id: 'publicacion', label: 'Fecha de publicación', column: 'published_at', ascending: false },
  { id: 'actualizadas', label: 'Editadas recientemente', column: 'updated_at', ascending: false },
  { id: 'titulo', label: 'Título (A-Z)', column: 'title', ascending: true },
] as const satisfies readonly { id: string; label: string; column: BlogPostSortColumn; ascending: boolean }[];

const STATES = { publicadas: 'Publicadas', borradores: 'Borradores' } as const;
const isState = (value: string | null): value is keyof typeof STATES => value !== null && value in STATES;

function PostList() {
  const { params, search, sort, page, update } = useListParams(SORTS);
  const stateParam = params.get('estado');
  const state = isState(stateParam) ? stateParam : undefined;
  const posts = useAsyncResource(() => getBlogPosts(getSupabase(), { search, state, sort, page, pageSize: LIST_PAGE_SIZE }), `${search}|${state}|${sort.id}|${page}`);
  const edit = (id: string) => update({ [POST_PARAM]: id });

  return (
    <Card title="Blog" description="Todas las publicaciones, también los borradores. Solo las publicadas se ven en /blog; el contenido completo, solo los suscriptores.">
      <Actions>
        <Button onClick={() => edit('nueva')}>
          <Plus size={18} aria-hidden="true" />
          Nueva publicación
        </Button>
      </Actions>
      <ListToolbar label="el blog" placeholder="Título, dirección, resumen…" search={search} sorts={SORTS} sort={sort} update={update} />
      <Toolbar role="group" aria-label="Filtros">
        <FilterSelect
          label="Estado"
          value={state ?? ''}
          anyLabel="Todas"
          options={Object.entries(STATES).map(([value, label]) => ({ value, label }))}
          onChange={(value) => update({ estado: value || null, pagina: null })}
        />
      </Toolbar>

      <PagedList
        resource={posts}
        page={page}
        search={search}
        narrowed={Boolean(state)}
        noun={['publicación', 'publicaciones']}
        title="Publicaciones"
        loading="Cargando publicaciones…"
        failed="No se pudieron cargar las publicaciones del blog"
        empty="Todavía no hay publicaciones."
        update={update}
      >
        {(rows) => (
          <IndexTable $widths={{ 1: '7rem', 2: '9.5rem', 3: '9.5rem', 4: '6.5rem' }}>
            <thead>
              <tr>
                <th scope="col">Publicación</th>
                <th scope="col">Estado</th>
                <th scope="col">Publicada</th>
                <th scope="col">Editada</th>
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
      </PagedList>
    </Card>
  );
}

/** The blog: the list of posts, or the form for one (?publicacion=<id>, or 'nueva'). */
export default function BlogSection() {
  const { params } = useListParams(SORTS);
  const editing = params.get(POST_PARAM);
  return editing ? <BlogPostEditor key={editing} id={editing === 'nueva' ? null : editing} /> : <PostList />;
}
