import { getSupabase } from '@pitwall/backend';
import { getBlogPosts, type BlogPostSortColumn } from '@pitwall/backend/admin';
import { Badge, Button, ErrorState, LoadingState, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { Select } from '@pitwall/ui/form';
import { Pencil, Plus } from 'lucide-react';
import styled from 'styled-components';
import { Actions, Card } from '../../ui/Card.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { Empty, LIST_PAGE_SIZE, ListToolbar, Pager, Toolbar, useListParams } from '../../ui/ListControls.tsx';
import { Table, TableRegion } from '../../ui/Table.tsx';
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

const PostsTable = styled(Table)`
  min-width: 44rem;
  td:first-child { min-width: 16rem; overflow-wrap: anywhere; }
  td small { display: block; color: ${({ theme }) => theme.colors.inkSoft}; }
`;

function PostList() {
  const { params, search, sort, page, update } = useListParams(SORTS);
  const stateParam = params.get('estado');
  const state = isState(stateParam) ? stateParam : undefined;
  const posts = useAsyncResource(() => getBlogPosts(getSupabase(), { search, state, sort, page, pageSize: LIST_PAGE_SIZE }), `${search}|${state}|${sort.id}|${page}`);
  const total = posts.status === 'success' ? posts.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
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
        <label>
          Estado
          <Select value={state ?? ''} onChange={(e) => update({ estado: e.target.value || null, pagina: null })}>
            <option value="">Todas</option>
            {Object.entries(STATES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </label>
      </Toolbar>

      {posts.status === 'loading' && <LoadingState label="Cargando publicaciones…" />}
      {posts.status === 'error' && (
        <ErrorState title="No se pudieron cargar las publicaciones" message="Comprueba la conexión e inténtalo de nuevo." onRetry={posts.reload} />
      )}
      {posts.status === 'success' && (
        <>
          <p aria-live="polite">
            {total === 1 ? '1 publicación' : `${total} publicaciones`}
            {search && ` para «${search}»`}
          </p>
          {posts.data.rows.length === 0 ? (
            <Empty>{total > 0 ? 'No hay publicaciones en esta página.' : search || state ? 'Ninguna publicación coincide con los filtros.' : 'Todavía no hay publicaciones.'}</Empty>
          ) : (
            <TableRegion label={`Publicaciones: página ${page} de ${pages}`}>
              <PostsTable>
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
                  {posts.data.rows.map((post) => (
                    <tr key={post.id}>
                      <td>
                        {post.title}
                        <small>/blog/{post.slug}</small>
                        {post.tags.length > 0 && <small>{post.tags.join(' · ')}</small>}
                      </td>
                      <td>{post.published ? <Badge $tone="success">Publicada</Badge> : <Badge>Borrador</Badge>}</td>
                      <td>{post.published && post.published_at ? formatReceived(post.published_at) : '—'}</td>
                      <td>{formatReceived(post.updated_at)}</td>
                      <td>
                        <Button variant="secondary" size="small" onClick={() => edit(post.id)} aria-label={`Editar ${post.title}`}>
                          <Pencil size={16} aria-hidden="true" />
                          Editar
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </PostsTable>
            </TableRegion>
          )}
          {total > 0 && <Pager page={page} total={total} update={update} />}
        </>
      )}
    </Card>
  );
}

/** The blog: the list of posts, or the form for one (?publicacion=<id>, or 'nueva'). */
export default function BlogSection() {
  const { params } = useListParams(SORTS);
  const editing = params.get(POST_PARAM);
  return editing ? <BlogPostEditor key={editing} id={editing === 'nueva' ? null : editing} /> : <PostList />;
}
