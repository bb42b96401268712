import { getSupabase } from '@pitwall/backend';
import { getAdminPressResources, type PressFileType, type PressResourceSortColumn } from '@pitwall/backend/admin';
import { Badge, formatFileSize, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { EditRowButton } from '../../ui/EditorParts.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { LIST_PAGE_SIZE, SortHeader, useListParams, type SortColumn } from '../../ui/ListControls.tsx';
import { EditableList, ListSection } from '../../ui/ListSection.tsx';
import { IndexTable } from '../../ui/Table.tsx';
import { FILE_TYPE_LABELS, RESOURCE_PARAM } from './press-labels.ts';
import { PressResourceEditor } from './PressResourceEditor.tsx';

// Newest first by default.
const SORTS = [
  { id: 'anadido', column: 'created_at', ascending: false },
  { id: 'titulo', column: 'title', ascending: true },
  { id: 'categoria', column: 'category', ascending: true },
] as const satisfies readonly SortColumn<PressResourceSortColumn>[];

function ResourceList() {
  const { search, sort, sortKey, sorting, page, update } = useListParams(SORTS);
  const resources = useAsyncResource(() => getAdminPressResources(getSupabase(), { search, sort, page, pageSize: LIST_PAGE_SIZE }), `${search}|${sortKey}|${page}`);
  const edit = (id: string) => update({ [RESOURCE_PARAM]: id });

  return (
    <ListSection
      title="Recursos de prensa"
      description="El kit de prensa de /prensa: imágenes, vídeos, audio y documentos, agrupados por categoría."
      searchIn="recursos de prensa"
      placeholder="Título, categoría, formato…"
      create={{ label: 'Nuevo recurso', onClick: () => edit('nuevo') }}
      list={{
        resource: resources,
        narrowed: false,
        noun: ['recurso', 'recursos'],
        loading: 'Cargando recursos…',
        failed: 'No se pudieron cargar los recursos',
        empty: 'Todavía no hay recursos.',
      }}
      state={{ search, page, update }}
    >
      {(rows) => (
        <IndexTable $widths={{ 1: '9rem', 2: '11rem', 3: '9.5rem', 4: '7.5rem' }}>
          <thead>
            <tr>
              <SortHeader id="titulo" sorting={sorting}>
                Recurso
              </SortHeader>
              <SortHeader id="categoria" sorting={sorting}>
                Categoría
              </SortHeader>
              <th scope="col">Archivo</th>
              <SortHeader id="anadido" sorting={sorting}>
                Añadido
              </SortHeader>
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
    </ListSection>
  );
}

/** The press kit: the list, or the form for one resource (?recurso=<id>, or 'nuevo'). */
export default function PressResourcesSection() {
  return (
    <EditableList param={RESOURCE_PARAM} newId="nuevo" editor={(id) => <PressResourceEditor id={id} />}>
      <ResourceList />
    </EditableList>
  );
}
