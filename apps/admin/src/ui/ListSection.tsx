import { useSearchParams } from '@pitwall/router';
import { Button, type AsyncResource } from '@pitwall/ui';
import { Plus } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Actions, Card } from './Card.tsx';
import { ListToolbar, Toolbar } from './ListControls.tsx';
import { PagedList } from './PagedList.tsx';

/**
 * A section that is one list (Pedidos, Bandeja, Productos, Blog, Prensa, Canciones): the card with
 * its title and the search beside it (`tools`: filters in the same row), the `create` button (its
 * one primary action), a row of `filters`, anything `above` the table (a bulk bar), then the paged
 * index table that `children` draws for a page's rows.
 */
export function ListSection<Row>({
  title,
  description,
  searchIn,
  placeholder,
  tools,
  create,
  filters,
  above,
  list,
  state,
  children,
}: {
  title: string;
  description: ReactNode;
  /** What is searched, e.g. 'productos'. */
  searchIn: string;
  placeholder: string;
  tools?: ReactNode;
  /** 'Nuevo producto' and what it opens. */
  create?: { label: string; onClick: () => void };
  filters?: ReactNode;
  above?: ReactNode;
  /** The list's words and data (see PagedList); `title` names the table region. */
  list: {
    resource: AsyncResource<{ rows: Row[]; total: number }>;
    narrowed: boolean;
    noun: [string, string];
    title?: string;
    loading: string;
    failed: string;
    empty: string;
  };
  /** The list's state in the URL (useListParams). */
  state: { search: string; page: number; update: (changes: Record<string, string | null>) => void };
  children: (rows: Row[]) => ReactNode;
}) {
  const { search, page, update } = state;
  return (
    <Card
      title={title}
      description={description}
      tools={
        <ListToolbar label={searchIn} placeholder={placeholder} search={search} update={update}>
          {tools}
        </ListToolbar>
      }
    >
      {create && (
        <Actions>
          <Button onClick={create.onClick}>
            <Plus size={18} aria-hidden="true" />
            {create.label}
          </Button>
        </Actions>
      )}
      {filters && (
        <Toolbar role="group" aria-label="Filtros">
          {filters}
        </Toolbar>
      )}
      {above}
      <PagedList {...list} title={list.title ?? title} page={page} search={search} update={update}>
        {children}
      </PagedList>
    </Card>
  );
}

/**
 * A list whose rows open in an editor at ?{param}=id (`newId`, e.g. 'nuevo', for a new one): the
 * editor while one is open (a fresh one per id), the list otherwise.
 */
export function EditableList({ param, newId, editor, children }: { param: string; newId: string; editor: (id: string | null) => ReactNode; children: ReactNode }) {
  const [params] = useSearchParams();
  const editing = params.get(param);
  if (!editing) return <>{children}</>;
  return <Fragment key={editing}>{editor(editing === newId ? null : editing)}</Fragment>;
}
