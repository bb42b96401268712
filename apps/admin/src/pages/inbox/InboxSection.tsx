import { getSupabase } from '@pitwall/backend';
import {
  getAllInbox,
  getInbox,
  isLeadKind,
  LEAD_KINDS,
  markLeadsHandled,
  setLeadHandled,
  type InboxQuery,
  type InboxRow,
  type InboxSortColumn,
  type InboxState,
} from '@pitwall/backend/admin';
import { Badge, Button, toast, useAsyncResource, VisuallyHidden } from '@pitwall/ui';
import { Check, CheckCheck, Download, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Actions } from '../../ui/Card.tsx';
import { formatReceived } from '../../ui/dates.ts';
import { DayInput } from '../../ui/DayInput.tsx';
import { RowIconButton } from '../../ui/RowIconButton.tsx';
import { FilterSelect, LIST_PAGE_SIZE, SortHeader, useListParams, type SortColumn } from '../../ui/ListControls.tsx';
import { EmailText } from '../../ui/EmailText.tsx';
import { ListSection } from '../../ui/ListSection.tsx';
import { IndexTable } from '../../ui/Table.tsx';
import { inboxCsv, inboxCsvName } from './inbox-csv.ts';
import { downloadCsv } from '../../ui/csv.ts';

// Newest first by default; a contact by name.
const SORTS = [
  { id: 'recibido', column: 'created_at', ascending: false },
  { id: 'nombre', column: 'nombre', ascending: true },
  { id: 'empresa', column: 'empresa', ascending: true },
] as const satisfies readonly SortColumn<InboxSortColumn>[];

const STATES: Record<InboxState, string> = { todos: 'Todos', pendientes: 'Pendientes', gestionados: 'Gestionados' };
const isState = (value: string | null): value is InboxState => value !== null && value in STATES;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayOrUndefined = (value: string | null) => (value && DAY.test(value) ? value : undefined);

const SelectBox = styled.input.attrs({ type: 'checkbox' })`
  width: 1.125rem;
  height: 1.125rem;
  vertical-align: middle;
  accent-color: ${({ theme }) => theme.colors.accentText};
`;

const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.small};
  padding: ${({ theme }) => `${theme.spacing.xSmall} ${theme.spacing.small}`};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const leadKey = (row: { kind: string; id: string }) => `${row.kind}-${row.id}`;

/** The row's one action: mark handled, or reopen (the row updates in place). */
function HandledAction({ row, onChanged }: { row: InboxRow; onChanged: (handledAt: string | null) => void }) {
  const [busy, setBusy] = useState(false);
  const who = row.nombre ?? row.email;
  const label = row.handled_at ? 'Marcar como pendiente' : 'Marcar como gestionado';
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
    <RowIconButton disabled={busy} onClick={() => void toggle()} aria-label={`${label}: ${who}`} title={label}>
      {row.handled_at ? <RotateCcw size={16} aria-hidden="true" /> : <Check size={16} aria-hidden="true" />}
    </RowIconButton>
  );
}

/** Downloads every lead matching the filters (all pages) as a CSV for Excel. */
function ExportButton({ query }: { query: Omit<InboxQuery, 'page' | 'pageSize'> }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const rows = await getAllInbox(getSupabase(), query);
      downloadCsv(inboxCsv(rows), inboxCsvName(new Date()));
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
  const { params, search, sort, sorting, page, update } = useListParams(SORTS);
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
  // The rows chosen for a bulk action: this page's, so a new page or filter starts with none.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [bulkBusy, setBulkBusy] = useState(false);
  useEffect(() => setSelected(new Set()), [key]);

  const narrowed = Boolean(search || filters.kind || filters.state !== 'todos' || filters.from || filters.to);
  const pageRows = inbox.status === 'success' ? inbox.data.rows : [];
  const withChanges = (row: InboxRow): InboxRow => (leadKey(row) in changed ? { ...row, handled_at: changed[leadKey(row)] ?? null } : row);
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const markSelected = async () => {
    const chosen = pageRows.filter((row) => selected.has(leadKey(row)));
    setBulkBusy(true);
    try {
      const count = await markLeadsHandled(getSupabase(), chosen);
      const at = new Date().toISOString();
      setChanged((all) => ({ ...all, ...Object.fromEntries(chosen.map((row) => [leadKey(row), withChanges(row).handled_at ?? at])) }));
      setSelected(new Set());
      toast.success('Marcados como gestionados', { description: count === 1 ? '1 registro' : `${count} registros` });
    } catch {
      toast.error('No se pudieron marcar los registros', { description: 'Comprueba la conexión e inténtalo de nuevo.' });
    } finally {
      setBulkBusy(false);
    }
  };

  return (
    <ListSection
      title="Bandeja de entrada"
      description="Todos los contactos del sitio: mensajes y demos, fichas, manifiestos, prensa, música y suscriptores del blog."
      searchIn="la bandeja"
      placeholder="Nombre, email, empresa, mensaje…"
      filters={
        <>
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
          <DayInput label="Desde" value={filters.from} onChange={(day) => update({ desde: day, pagina: null })} />
          <DayInput label="Hasta" value={filters.to} onChange={(day) => update({ hasta: day, pagina: null })} />
          <Actions>
            {narrowed && (
              <Button variant="secondary" onClick={() => update({ q: null, tipo: null, estado: null, desde: null, hasta: null, pagina: null })}>
                Quitar filtros
              </Button>
            )}
            <ExportButton query={filters} />
          </Actions>
        </>
      }
      // Always there, so choosing a row never moves the table under the pointer.
      above={
        <BulkBar role="group" aria-label="Acciones con la selección">
          <span aria-live="polite">{selected.size === 0 ? 'Ninguno seleccionado' : selected.size === 1 ? '1 seleccionado' : `${selected.size} seleccionados`}</span>
          <Button size="small" disabled={bulkBusy || selected.size === 0} onClick={() => void markSelected()}>
            <CheckCheck size={16} aria-hidden="true" />
            Marcar como gestionado
          </Button>
          {selected.size > 0 && (
            <Button size="small" variant="ghost" onClick={() => setSelected(new Set())}>
              Quitar selección
            </Button>
          )}
        </BulkBar>
      }
      list={{
        resource: inbox,
        narrowed,
        noun: ['registro', 'registros'],
        loading: 'Cargando la bandeja…',
        failed: 'No se pudo cargar la bandeja',
        empty: 'Todavía no hay registros.',
      }}
      state={{ search, page, update }}
    >
      {(rows) => {
        const allChosen = rows.every((row) => selected.has(leadKey(row)));
        return (
          <IndexTable $widths={{ 0: '3rem', 1: '10.5rem', 2: '9rem', 4: '10rem', 6: '8.5rem', 7: '3.5rem' }}>
            <thead>
              <tr>
                <th scope="col">
                  <SelectBox
                    aria-label="Seleccionar todos los de esta página"
                    checked={allChosen}
                    onChange={(e) => setSelected(e.target.checked ? new Set(rows.map(leadKey)) : new Set())}
                  />
                </th>
                <SortHeader id="recibido" sorting={sorting}>
                  Recibido
                </SortHeader>
                <th scope="col">Tipo</th>
                <SortHeader id="nombre" sorting={sorting}>
                  Contacto
                </SortHeader>
                <SortHeader id="empresa" sorting={sorting}>
                  Empresa o medio
                </SortHeader>
                <th scope="col">Detalle</th>
                <th scope="col">Estado</th>
                <th scope="col">
                  <VisuallyHidden>Acción</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((original) => {
                const row = withChanges(original);
                const who = row.nombre ?? row.email;
                const detail = [row.detalle, row.mensaje].filter(Boolean).join(' · ');
                return (
                  <tr key={leadKey(row)}>
                    <td>
                      <SelectBox aria-label={`Seleccionar: ${who}`} checked={selected.has(leadKey(row))} onChange={(e) => toggle(leadKey(row), e.target.checked)} />
                    </td>
                    <td>{formatReceived(row.created_at)}</td>
                    <td>{LEAD_KINDS[row.kind].label}</td>
                    <td data-narrow="full" title={[row.nombre, row.email, row.telefono].filter(Boolean).join(' · ')}>
                      {row.nombre && <strong>{row.nombre}</strong>}
                      <small>
                        <EmailText email={row.email} />
                      </small>
                      {row.telefono && <small>{row.telefono}</small>}
                    </td>
                    <td data-narrow="hide">{row.empresa ?? '—'}</td>
                    <td data-narrow="hide" title={detail || undefined}>
                      {detail || '—'}
                    </td>
                    <td title={row.handled_at ? `Gestionado el ${formatReceived(row.handled_at)}` : undefined}>
                      {row.handled_at ? <Badge $tone="success">Gestionado</Badge> : <Badge $tone="accent">Pendiente</Badge>}
                    </td>
                    <td className="actions">
                      <HandledAction row={row} onChanged={(handledAt) => setChanged((all) => ({ ...all, [leadKey(row)]: handledAt }))} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </IndexTable>
        );
      }}
    </ListSection>
  );
}
