import { ErrorState, LoadingState, type AsyncResource } from '@pitwall/ui';
import { useRef, type ReactNode } from 'react';
import { Empty, LIST_PAGE_SIZE, Pager } from './ListControls.tsx';
import { IndexFrame } from './Table.tsx';

/**
 * The body every list of the panel shares: loading, a Spanish error with a retry, the count
 * ("3 pedidos para «ana»"), the empty message, the index table in its named frame, and the pager.
 * While another page or order loads, the rows shown stay (marked busy), so the header button or
 * pager button just pressed keeps the keyboard focus.
 */
export function PagedList<Row>({
  resource,
  page,
  search,
  narrowed,
  noun,
  title,
  loading,
  failed,
  empty,
  update,
  children,
}: {
  resource: AsyncResource<{ rows: Row[]; total: number }>;
  page: number;
  search: string;
  /** A filter other than the search is on (the empty message says so). */
  narrowed: boolean;
  /** Singular and plural, e.g. ['pedido', 'pedidos']. */
  noun: [string, string];
  /** Names the table region: '{title}: página n de m'. */
  title: string;
  loading: string;
  /** The error's title, e.g. 'No se pudieron cargar los pedidos'. */
  failed: string;
  /** When there is nothing at all, e.g. 'Todavía no hay pedidos.' */
  empty: string;
  update: (changes: Record<string, string | null>) => void;
  /** The table for this page's rows. */
  children: (rows: Row[]) => ReactNode;
}) {
  const shown = useRef<{ data: { rows: Row[]; total: number }; page: number } | null>(null);
  if (resource.status === 'success') shown.current = { data: resource.data, page };
  if (resource.status === 'error') return <ErrorState title={failed} message="Comprueba la conexión e inténtalo de nuevo." onRetry={resource.reload} />;
  if (!shown.current) return <LoadingState label={loading} />;
  const busy = resource.status === 'loading';
  const { rows, total } = shown.current.data;
  const shownPage = shown.current.page;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const [one, many] = noun;
  return (
    <>
      {rows.length === 0 ? (
        <Empty>
          {total > 0
            ? `No hay ${many} en esta página.`
            : search && !narrowed
              ? `Ningún resultado para «${search}».`
              : search || narrowed
                ? 'Ningún resultado con estos filtros.'
                : empty}
        </Empty>
      ) : (
        <IndexFrame role="region" aria-label={`${title}: página ${shownPage} de ${pages}`} aria-busy={busy || undefined}>
          {children(rows)}
        </IndexFrame>
      )}
      <Pager page={shownPage} total={total} update={update}>
        <span aria-live="polite">
          {total === 1 ? `1 ${one}` : `${total} ${many}`}
          {search && ` para «${search}»`}
        </span>
      </Pager>
    </>
  );
}
