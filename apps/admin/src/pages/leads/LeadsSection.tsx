import { getSupabase } from '@pitwall/backend';
import { getLeads, type LeadTable } from '@pitwall/backend/admin';
import { useSearchParams } from '@pitwall/router';
import { Button, ErrorState, LoadingState, useAsyncResource } from '@pitwall/ui';
import { Input, Select } from '@pitwall/ui/form';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Card } from '../../ui/Card.tsx';
import { Table, TableRegion } from '../../ui/Table.tsx';
import { LEAD_LISTS, type LeadList, type LeadSection } from './lead-lists.tsx';

export const LEADS_PAGE_SIZE = 20;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.small};
  form { display: flex; flex: 1 1 18rem; gap: ${({ theme }) => theme.spacing.xSmall}; align-items: end; }
  label { display: grid; gap: ${({ theme }) => theme.spacing.xxSmall}; font-size: ${({ theme }) => theme.fontSizes.small}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  form label { flex: 1; }
`;

const LeadsTable = styled(Table)`
  min-width: 48rem;
  td { overflow-wrap: anywhere; }
  td.wide { min-width: 16rem; white-space: pre-line; }
  td:first-child { white-space: nowrap; }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.small};
  color: ${({ theme }) => theme.colors.inkSoft};
  div { display: flex; gap: ${({ theme }) => theme.spacing.xSmall}; }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.spacing.large};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/** ?pagina=… as a page number (1 when missing or not a positive integer). */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function LeadsList<T extends LeadTable>({ list }: { list: LeadList<T> }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const sort = list.sorts.find((option) => option.id === params.get('orden')) ?? list.sorts[0];
  const page = pageFrom(params.get('pagina'));
  const [draft, setDraft] = useState(search);
  const searchId = useId();
  useEffect(() => setDraft(search), [search]);

  const leads = useAsyncResource(
    () => getLeads(getSupabase(), list.table, { search, sort, page, pageSize: LEADS_PAGE_SIZE }),
    `${list.table}|${search}|${sort?.id}|${page}`,
  );

  /** Changes the URL's query for this list; a new search or order starts again at page 1. */
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || null, pagina: null });
  };

  const total = leads.status === 'success' ? leads.data.total : 0;
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE));

  return (
    <Card title={list.title} description={list.description}>
      <Toolbar>
        <form role="search" aria-label={`Buscar en ${list.title.toLowerCase()}`} onSubmit={submit}>
          <label htmlFor={searchId}>
            Buscar
            <Input id={searchId} type="search" value={draft} placeholder="Nombre, email, empresa…" onChange={(e) => setDraft(e.target.value)} />
          </label>
          <Button type="submit" variant="secondary">
            <Search size={18} aria-hidden="true" />
            Buscar
          </Button>
        </form>
        <label>
          Ordenar por
          <Select value={sort?.id} onChange={(e) => update({ orden: e.target.value === list.sorts[0]?.id ? null : e.target.value, pagina: null })}>
            {list.sorts.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </Select>
        </label>
      </Toolbar>

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
          {total > 0 && (
            <Pager aria-label="Páginas">
              <span>
                Página {Math.min(page, pages)} de {pages}
              </span>
              <div>
                <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => update({ pagina: page - 1 > 1 ? String(page - 1) : null })}>
                  <ChevronLeft size={18} aria-hidden="true" />
                  Anterior
                </Button>
                <Button variant="secondary" size="small" disabled={page >= pages} onClick={() => update({ pagina: String(page + 1) })}>
                  Siguiente
                  <ChevronRight size={18} aria-hidden="true" />
                </Button>
              </div>
            </Pager>
          )}
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
