import { getSupabase } from '@pitwall/backend';
import { getAdminPressResources, type PressFileType, type PressResourceSortColumn } from '@pitwall/backend/admin';
import { Badge, Button, formatFileSize, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { Plus } from 'lucide-react';
import { Actions, Card } from '../../ui/Card.tsx';
import { EditRowButton } from '../../ui/EditorParts.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { LIST_PAGE_SIZE, ListToolbar, useListParams } from '../../ui/ListControls.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { IndexTable } from '../../ui/Table.tsx';
import { FILE_TYPE_LABELS, RESOURCE_PARAM } from './press-labels.ts';
import { PressResourceEditor } from './PressResourceEditor.tsx';

const SORTS = [
  { id: 'recientes', label: 'Más recientes', column: 'created_at', ascending: false },
  { id: 'titulo', label: 'Título (A-Z)', column: 'title', ascending: true },
  { id: 'categoria', label: 'Categoría (A-Z)', column: 'category', ascending: true },
] as const satisfies readonly { id: string; label: string; column: PressResourceSortColumn; ascending: boolean }[];

function ResourceList() {
  const { search, sort, page, update } = useListParams(SORTS);
  const resources = useAsyncResource(() => getAdminPressResources(getSupabase(), { search, sort, page, pageSize: LIST_PAGE_SIZE }), `${search}|${sort.id}|${page}`);
  const edit = (id: string) => update({ [RESOURCE_PARAM]: id });

  return (
    <Card title="Recursos de prensa" description="El kit de prensa de /prensa: imágenes, vídeos, audio y documentos, agrupados por categoría.">
      <Actions>
        <Button onClick={() => edit('nuevo')}>
          <Plus size={18} aria-hidden="true" />
          Nuevo recurso
        </Button>
      </Actions>
      <ListToolbar label="recursos de prensa" placeholder="Título, categoría, formato…" search={search} sorts={SORTS} sort={sort} update={update} />
      <PagedList
        resource={resources}
        page={page}
        search={search}
        narrowed={false}
        noun={['recurso', 'recursos']}
        title="Recursos de prensa"
        loading="Cargando recursos…"
        failed="No se pudieron cargar los recursos"
        empty="Todavía no hay recursos."
        update={update}
      >
        {(rows) => (
          <IndexTable $widths={{ 1: '9rem', 2: '11rem', 3: '9.5rem', 4: '6.5rem' }}>
            <thead>
              <tr>
                <th scope="col">Recurso</th>
                <th scope="col">Categoría</th>
                <th scope="col">Archivo</th>
                <th scope="col">Añadido</th>
                <th scope="col">
                  <VisuallyHidden>Acciones</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((resource) => (
                <tr key={resource.id}>
                  <td data-narrow="full">
                    {resource.title} {resource.is_featured && <Badge $tone="accent">Destacado</Badge>}
                    {resource.description && <small>{resource.description}</small>}
                  </td>
                  <td>{resource.category}</td>
                  <td>
                    {FILE_TYPE_LABELS[resource.file_type as PressFileType] ?? resource.file_type}
                    <small>{[resource.file_format, resource.dimensions, resource.file_size !== null && formatFileSize(resource.file_size)].filter(Boolean).join(' · ')}</small>
                  </td>
                  <td>{formatReceived(resource.created_at)}</td>
                  <td className="actions">
                    <EditRowButton name={resource.title} onClick={() => edit(resource.id)} />
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

/** The press kit: the list, or the form for one resource (?recurso=<id>, or 'nuevo'). */
export default function PressResourcesSection() {
  const { params } = useListParams(SORTS);
  const editing = params.get(RESOURCE_PARAM);
  return editing ? <PressResourceEditor key={editing} id={editing === 'nuevo' ? null : editing} /> : <ResourceList />;
}
