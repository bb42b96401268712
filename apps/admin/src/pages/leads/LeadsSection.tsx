import { getSupabase } from '@pitwall/backend';
import { getLeads, type LeadTable } from '@pitwall/backend/admin';
import { ErrorState, LoadingState, useAsyncResource } from '@pitwall/ui';
import styled from 'styled-components';
import { Card } from '../../ui/Card.tsx';
import { Empty, LIST_PAGE_SIZE, ListToolbar, Pager, useListParams } from '../../ui/ListControls.tsx';
import { Table, TableRegion } from '../../ui/Table.tsx';
import { LEAD_LISTS, type LeadList, type LeadSection } from './lead-lists.tsx';

const LeadsTable = styled(Table)`
  min-width: 48rem;
  td { overflow-wrap: anywhere; }
  td.wide { min-width: 16rem; white-space: pre-line; }
  td:first-child { white-space: nowrap; }
`;

function LeadsList<T extends LeadTable>({ list }: { list: LeadList<T> }) {
  const { search, sort, page, update } = useListParams(list.sorts);

  const leads = useAsyncResource(
    () => getLeads(getSupabase(), list.table, { search, sort, page, pageSize: LIST_PAGE_SIZE }),
    `${list.table}|${search}|${sort.id}|${page}`,
  );

  const total = leads.status === 'success' ? leads.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

  return (
    <Card title={list.title} description={list.description}>
      <ListToolbar label={list.title.toLowerCase()} placeholder="Nombre, email, empresa…" search={search} sorts={list.sorts} sort={sort} update={update} />

      {leads.status === 'loading' && <LoadingState label="Cargando registros…" />}
      {leads.status === 'error' && (
        <ErrorState title="No se pudieron cargar los registros" message="Comprueba la conexión e inténtalo de nuevo." onRetry={leads.reload} />
      )}
      {leads.status === 'success' && (
        <>
          <p aria-live="polite">
            {total === 1 ? '1 registro' : `${total} registros`}
            {search && ` para «${search}»`}
          </p>
          {leads.data.rows.length === 0 ? (
            <Empty>
              {total > 0 ? 'No hay registros en esta página.' : search ? `Ningún registro coincide con «${search}».` : 'Todavía no hay registros.'}
            </Empty>
          ) : (
            <TableRegion label={`${list.title}: página ${page} de ${pages}`}>
              <LeadsTable>
                <thead>
                  <tr>
                    {list.columns.map((column) => (
                      <th key={column.label} scope="col">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {leads.data.rows.map((row) => (
                    <tr key={row.id}>
                      {list.columns.map((column) => (
                        <td key={column.label} className={column.wide ? 'wide' : undefined}>
                          {column.cell(row)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </LeadsTable>
            </TableRegion>
          )}
          {total > 0 && <Pager page={page} total={total} update={update} />}
        </>
      )}
    </Card>
  );
}

/** One read-only list of leads (a lazily loaded section of the panel). */
export default function LeadsSection({ section }: { section: LeadSection }) {
  const list = LEAD_LISTS[section] as LeadList<LeadTable>;
  // Keyed by section: switching lists starts with a fresh search box.
  return <LeadsList key={section} list={list} />;
}
