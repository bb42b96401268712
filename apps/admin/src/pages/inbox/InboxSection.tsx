import { getSupabase } from '@pitwall/backend';
import {
  getAllInbox,
  getInbox,
  isLeadKind,
  LEAD_KINDS,
  setLeadHandled,
  type InboxQuery,
  type InboxRow,
  type InboxSortColumn,
  type InboxState,
} from '@pitwall/backend/admin';
import { Badge, Button, toast, useAsyncResource } from '@pitwall/ui';
import { Input } from '@pitwall/ui/form';
import { Check, Download, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { Actions, Card } from '../../ui/Card.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { FilterSelect, LIST_PAGE_SIZE, ListToolbar, Toolbar, useListParams } from '../../ui/ListControls.tsx';
import { PagedList } from '../../ui/PagedList.tsx';
import { Table } from '../../ui/Table.tsx';
import { inboxCsv, inboxCsvName } from './inbox-csv.ts';

const SORTS = [
  { id: 'recientes', label: 'Más recientes', column: 'created_at', ascending: false },
  { id: 'antiguos', label: 'Más antiguos', column: 'created_at', ascending: true },
  { id: 'nombre', label: 'Nombre (A-Z)', column: 'nombre', ascending: true },
  { id: 'empresa', label: 'Empresa o medio (A-Z)', column: 'empresa', ascending: true },
  { id: 'email', label: 'Email (A-Z)', column: 'email', ascending: true },
] as const satisfies readonly { id: string; label: string; column: InboxSortColumn; ascending: boolean }[];

const STATES: Record<InboxState, string> = { todos: 'Todos', pendientes: 'Pendientes', gestionados: 'Gestionados' };
const isState = (value: string | null): value is InboxState => value !== null && value in STATES;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrUndefined = (value: string | null) => (value && DAY.test(value) ? value : undefined);

const InboxTable = styled(Table)`
  min-width: 56rem;
  td { overflow-wrap: anywhere; }
  td:first-child { white-space: nowrap; }
  td.message { min-width: 18rem; white-space: pre-line; }
  td small { display: block; color: ${({ theme }) => theme.colors.inkSoft}; }
  td.state { min-width: 11rem; }
  td.state > * + * { margin-top: ${({ theme }) => theme.spacing.xxSmall}; }
`;

/** Pending or handled, with the button that changes it (the row updates in place). */
function HandledCell({ row, onChanged }: { row: InboxRow; onChanged: (handledAt: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  const who = row.nombre ?? row.email;
  const toggle = async () => {
    setBusy(true);
    try {
      const handledAt = await setLeadHandled(getSupabase(), row.kind, row.id, !row.handled_at);
      onChanged(handledAt);
      toast.success(handledAt ? 'Marcado como gestionado' : 'Marcado como pendiente', { description: who });
    } catch {
      toast.error('No se pudo actualizar el registro', { description: 'Comprueba la conexión e inténtalo de nuevo.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {row.handled_at ? <Badge $tone="success">Gestionado</Badge> : <Badge $tone="accent">Pendiente</Badge>}
      {row.handled_at && <small>{formatReceived(row.handled_at)}</small>}
      <Button size="small" variant="secondary" disabled={busy} onClick={() => void toggle()} aria-label={`${row.handled_at ? 'Marcar como pendiente' : 'Marcar como gestionado'}: ${who}`}>
        {row.handled_at ? <RotateCcw size={16} aria-hidden="true" /> : <Check size={16} aria-hidden="true" />}
        {row.handled_at ? 'Reabrir' : 'Gestionado'}
      </Button>
    </>
  );
}

/** Downloads every lead matching the filters (all pages) as a CSV for Excel. */
function ExportButton({ query }: { query: Omit<InboxQuery, 'page' | 'pageSize'> }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = await getAllInbox(getSupabase(), query);
      const url = URL.createObjectURL(new Blob([inboxCsv(rows)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = inboxCsvName(new Date());
      link.click();
      // The download has started from the object URL; give it a moment before freeing it.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success('CSV exportado', { description: rows.length === 1 ? '1 registro' : `${rows.length} registros` });
    } catch {
      toast.error('No se pudo exportar el CSV', { description: 'Comprueba la conexión e inténtalo de nuevo.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" disabled={busy} onClick={() => void exportCsv()}>
      <Download size={18} aria-hidden="true" />
      {busy ? 'Exportando…' : 'Exportar CSV'}
    </Button>
  );
}

/** Every lead of the site in one list: filter by kind, state and arrival day; mark handled; export. */
export default function InboxSection() {
  const { params, search, sort, page, update } = useListParams(SORTS);
  const kindParam = params.get('tipo');
  const stateParam = params.get('estado');
  const filters: Omit<InboxQuery, 'page' | 'pageSize'> = {
    search,
    sort,
    kind: isLeadKind(kindParam) ? kindParam : undefined,
    state: isState(stateParam) ? stateParam : 'todos',
    from: dayOrUndefined(params.get('desde')),
    to: dayOrUndefined(params.get('hasta')),
  };
  const key = JSON.stringify([filters, page]);
  const inbox = useAsyncResource(() => getInbox(getSupabase(), { ...filters, page, pageSize: LIST_PAGE_SIZE }), key);
  // Rows marked handled here, shown at once without reloading the page.
  const [changed, setChanged] = useState<Record<string, string | null>>({});

  const narrowed = Boolean(search || filters.kind || filters.state !== 'todos' || filters.from || filters.to);

  return (
    <Card title="Bandeja de entrada" description="Todos los contactos del sitio: mensajes y demos, fichas de producto, manifiestos, prensa, descargas de música y suscriptores del blog.">
      <ListToolbar label="la bandeja" placeholder="Nombre, email, empresa, mensaje…" search={search} sorts={SORTS} sort={sort} update={update} />
      <Toolbar role="group" aria-label="Filtros">
        <FilterSelect
          label="Tipo"
          value={filters.kind ?? ''}
          anyLabel="Todos los tipos"
          options={Object.entries(LEAD_KINDS).map(([value, { label }]) => ({ value, label }))}
          onChange={(value) => update({ tipo: value || null, pagina: null })}
        />
        <FilterSelect
          label="Estado"
          value={filters.state ?? 'todos'}
          options={Object.entries(STATES).map(([value, label]) => ({ value, label }))}
          onChange={(value) => update({ estado: value === 'todos' ? null : value, pagina: null })}
        />
        <label>
          Desde
          <Input type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => update({ desde: e.target.value || null, pagina: null })} />
        </label>
        <label>
          Hasta
          <Input type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => update({ hasta: e.target.value || null, pagina: null })} />
        </label>
        <Actions>
          {narrowed && (
            <Button variant="secondary" onClick={() => update({ q: null, tipo: null, estado: null, desde: null, hasta: null, pagina: null })}>
              Quitar filtros
            </Button>
          )}
          <ExportButton query={filters} />
        </Actions>
      </Toolbar>

      <PagedList
        resource={inbox}
        page={page}
        search={search}
        narrowed={narrowed}
        noun={['registro', 'registros']}
        title="Bandeja de entrada"
        loading="Cargando la bandeja…"
        failed="No se pudo cargar la bandeja"
        empty="Todavía no hay registros."
        update={update}
      >
        {(rows) => (
          <InboxTable>
            <thead>
              <tr>
                <th scope="col">Recibido</th>
                <th scope="col">Tipo</th>
                <th scope="col">Contacto</th>
                <th scope="col">Empresa o medio</th>
                <th scope="col">Detalle</th>
                <th scope="col">Estado</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((original) => {
                const row = original.id in changed ? { ...original, handled_at: changed[original.id] ?? null } : original;
                return (
                  <tr key={`${row.kind}-${row.id}`}>
                    <td>{formatReceived(row.created_at)}</td>
                    <td>{LEAD_KINDS[row.kind].label}</td>
                    <td>
                      {row.nombre && <strong>{row.nombre}</strong>}
                      <small>{row.email}</small>
                      {row.telefono && <small>{row.telefono}</small>}
                    </td>
                    <td>{row.empresa ?? '—'}</td>
                    <td className="message">
                      {row.detalle && <small>{row.detalle}</small>}
                      {row.mensaje}
                    </td>
                    <td className="state">
                      <HandledCell row={row} onChanged={(handledAt) => setChanged((all) => ({ ...all, [row.id]: handledAt }))} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </InboxTable>
        )}
      </PagedList>
    </Card>
  );
}
