import { useSearchParams } from '@pitwall/router';
import { Button } from '@pitwall/ui';
import { Input, Select } from '@pitwall/ui/form';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
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
  > label { flex: 0 1 11rem; min-width: 0; }
  > label select { width: 100%; }
`;

export const Empty = styled.p`
  padding: ${({ theme }) => theme.spacing.large};
  text-align: center;
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const PagerNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.small};
  color: ${({ theme }) => theme.colors.inkSoft};
  div { display: flex; gap: ${({ theme }) => theme.spacing.xSmall}; }
`;

/** ?pagina=… as a page number (1 when missing or not a positive integer). */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export interface SortOption {
  /** The value kept in the URL (?orden=…). */
  id: string;
  label: string;
}

/**
 * A list's state in the URL: ?q= (search), ?orden= (the first option is the default) and ?pagina=.
 * `update` changes some of them; a new search or order starts again at page 1 (the callers say so).
 */
export function useListParams<S extends SortOption>(sorts: readonly S[]) {
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
  return {
    params,
    search: params.get('q') ?? '',
    sort: sorts.find((option) => option.id === params.get('orden')) ?? (sorts[0] as S),
    page: pageFrom(params.get('pagina')),
    update,
  };
}

/** The search box and the order picker of a list. */
export function ListToolbar({
  label,
  placeholder,
  search,
  sorts,
  sort,
  update,
  children,
}: {
  /** What is searched, e.g. 'productos'. */
  label: string;
  placeholder: string;
  search: string;
  sorts: readonly SortOption[];
  sort: SortOption;
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
      <label>
        Ordenar por
        <Select value={sort.id} onChange={(e) => update({ orden: e.target.value === sorts[0]?.id ? null : e.target.value, pagina: null })}>
          {sorts.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </Select>
      </label>
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
