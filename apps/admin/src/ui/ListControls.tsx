import { useSearchParams } from '@pitwall/router';
import { Button, media, spreadRow } from '@pitwall/ui';
import { Input, Select } from '@pitwall/ui/form';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';

/** The panel's lists show this many rows a page. */
export const LIST_PAGE_SIZE = 20;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.spacing.small};
  form { display: flex; flex: 1 1 18rem; gap: ${({ theme }) => theme.spacing.xSmall}; align-items: end; }
  label { display: grid; gap: ${({ theme }) => theme.spacing.xxSmall}; font-size: ${({ theme }) => theme.fontSizes.small}; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  form label { flex: 1; }
  /* Two filters a line on a phone; from 640 px each as wide as its options need. */
  > label { flex: 1 1 9rem; min-width: 0; }
  ${media.tablet} { > label { flex: 0 1 11rem; } }
  > label select { width: 100%; }
`;

export const Empty = styled.p`
  padding: ${({ theme }) => theme.spacing.large};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const PagerNav = styled.nav`
  ${spreadRow('small')}
  color: ${({ theme }) => theme.colors.inkSoft};
  div { display: flex; gap: ${({ theme }) => theme.spacing.xSmall}; }
`;

/** ?pagina=… as a page number (1 when missing or not a positive integer). */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A column staff can sort by, named in the URL (?orden=id) and by its header. */
export interface SortColumn<C extends string = string> {
  id: string;
  column: C;
  /** The direction a first click picks: dates and amounts newest or largest first, names A to Z. */
  ascending: boolean;
}

/** The order a list is in: a column and a direction; `id` is the sortable column's (null for a default no header shows). */
export interface ListSort<C extends string = string> {
  id: string | null;
  column: C;
  ascending: boolean;
}

/** What a sortable header needs: the current order and how to sort by a column (a second click reverses it). */
export interface Sorting {
  current: ListSort;
  sortBy: (id: string) => void;
}

/**
 * A list's state in the URL: ?q= (search), ?orden= (a column; &sentido=asc|desc only when it is not
 * the column's first direction) and ?pagina=. Without ?orden= the list is in `fallback` order (by
 * default the first column's). `update` changes some of them; a new search or order starts again at page 1.
 */
export function useListParams<C extends string>(columns: readonly SortColumn<C>[], fallback?: { column: C; ascending: boolean }) {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const first = columns[0] as SortColumn<C>;
  const standard: ListSort<C> = fallback ? { id: columns.find((c) => c.column === fallback.column && c.ascending === fallback.ascending)?.id ?? null, ...fallback } : first;
  const chosen = columns.find((column) => column.id === params.get('orden'));
  const direction = params.get('sentido');
  const sort: ListSort<C> = chosen ? { id: chosen.id, column: chosen.column, ascending: direction === 'asc' ? true : direction === 'desc' ? false : chosen.ascending } : standard;
  const sortBy = (id: string) => {
    const column = columns.find((c) => c.id === id);
    if (!column) return;
    const ascending = sort.id === id ? !sort.ascending : column.ascending;
    const isStandard = column.column === standard.column && ascending === standard.ascending;
    update({
      orden: isStandard ? null : id,
      sentido: isStandard || ascending === column.ascending ? null : ascending ? 'asc' : 'desc',
      pagina: null,
    });
  };
  return {
    params,
    search: params.get('q') ?? '',
    sort,
    /** Tells the resource a new order apart. */
    sortKey: `${sort.column}:${sort.ascending ? 'asc' : 'desc'}`,
    sorting: { current: sort, sortBy } satisfies Sorting,
    page: pageFrom(params.get('pagina')),
    update,
  };
}

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  max-width: 100%;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  span { overflow: hidden; text-overflow: ellipsis; }
  svg { flex: none; color: ${({ theme }) => theme.colors.inkSoft}; }
  &:hover span { text-decoration: underline; }
`;

/**
 * A column header that sorts its list (Polaris' model): a button with the column's name, the
 * direction as an arrow, and aria-sort on the header the list is sorted by.
 */
export function SortHeader({ id, sorting, className, children }: { id: string; sorting: Sorting; className?: string; children: string }) {
  const active = sorting.current.id === id;
  const Arrow = !active ? ArrowUpDown : sorting.current.ascending ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className={className} data-sort="" aria-sort={active ? (sorting.current.ascending ? 'ascending' : 'descending') : undefined}>
      <SortButton type="button" onClick={() => sorting.sortBy(id)}>
        <span>{children}</span>
        <Arrow size={14} aria-hidden="true" />
      </SortButton>
    </th>
  );
}

/** The search box of a list, with the list's filters in the same row. */
export function ListToolbar({
  label,
  placeholder,
  search,
  update,
  children,
}: {
  /** What is searched, e.g. 'productos'. */
  label: string;
  placeholder: string;
  search: string;
  update: (changes: Record<string, string | null>) => void;
  /** The list's filters, in the same row. */
  children?: ReactNode;
}) {
  const [draft, setDraft] = useState(search);
  const searchId = useId();
  useEffect(() => setDraft(search), [search]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || null, pagina: null });
  };

  return (
    <Toolbar>
      <form role="search" aria-label={`Buscar en ${label}`} onSubmit={submit}>
        <label htmlFor={searchId}>
          Buscar
          <Input id={searchId} type="search" value={draft} placeholder={placeholder} onChange={(e) => setDraft(e.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          <Search size={18} aria-hidden="true" />
          Buscar
        </Button>
      </form>
      {children}
    </Toolbar>
  );
}

/** The list's count (`children`), 'Página n de m' and previous/next buttons when there is more than one page. */
export function Pager({ page, total, update, children }: { page: number; total: number; update: (changes: Record<string, string | null>) => void; children: ReactNode }) {
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const paged = pages > 1 || page > 1;
  return (
    <PagerNav aria-label="Páginas">
      <span>
        {children}
        {paged && ` · Página ${Math.min(page, pages)} de ${pages}`}
      </span>
      {paged && (
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
      )}
    </PagerNav>
  );
}

/** One filter of a list: a labelled select whose empty option (`anyLabel`) means no filter. */
export function FilterSelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The option that shows everything; leave out when one of `options` is the default. */
  anyLabel?: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <Select value={value} onChange={(e) => onChange(e.target.value)}>
        {anyLabel && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </label>
  );
}
