import { useSearchParams } from '@pitwall/router';
import { Button, ErrorState, LoadingState, toast, type AsyncResource } from '@pitwall/ui';
import { Dialog } from '@pitwall/ui/dialog';
import { ArrowLeft, Pencil, Save, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Actions } from './Card.tsx';

/** An editor's form: its groups one under the other. */
export const EditorForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
`;

/** Closes an editor opened with ?<param>=…, back to the list with its search, order and page. */
export function useCloseEditor(param: string) {
  const [, setParams] = useSearchParams();
  return () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(param);
      return next;
    });
}

export const BackButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Button variant="secondary" onClick={onClick}>
    <ArrowLeft size={18} aria-hidden="true" />
    {label}
  </Button>
);

// Deleting is never a row's or a form's main action: a quiet red text button; the dialog's
// confirmation is the strong one.
const DeleteTrigger = styled(Button)`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A delete button that asks first ("¿Estás seguro? …"), then runs `remove`; on success says so and
 * calls `onDeleted`, on failure keeps the dialog open with an error toast.
 */
export function ConfirmDelete({
  label,
  question,
  done,
  failed,
  what,
  remove,
  onDeleted,
}: {
  /** The button and the dialog's title, e.g. 'Eliminar producto'. */
  label: string;
  question: string;
  /** Success toast, e.g. 'Producto eliminado'. */
  done: string;
  /** Error toast, e.g. 'No se pudo eliminar el producto'. */
  failed: string;
  /** Named in the success toast. */
  what: string;
  remove: () => Promise<void>;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await remove();
      setOpen(false);
      toast.success(done, { description: what });
      onDeleted();
    } catch (error) {
      console.error('[admin] delete', error);
      toast.error(failed, { description: 'Comprueba tu conexión e inténtalo de nuevo.' });
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={label}
      description={question}
      trigger={
        <DeleteTrigger type="button" variant="ghost" size="small">
          <Trash2 size={16} aria-hidden="true" />
          {label}
        </DeleteTrigger>
      }
    >
      <Actions>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => void confirm()}>
          {busy ? 'Eliminando…' : 'Sí, eliminar'}
        </Button>
      </Actions>
    </Dialog>
  );
}

/** The 'Editar' button of a list row, named after the row for screen readers. */
export const EditRowButton = ({ name, onClick }: { name: string; onClick: () => void }) => (
  <Button variant="secondary" size="small" onClick={onClick} aria-label={`Editar ${name}`}>
    <Pencil size={16} aria-hidden="true" />
    Editar
  </Button>
);

/**
 * What an editor shows before its form: loading, a load error with a retry, or 'not found' (deleted
 * meanwhile, or a stale link) with the way back; otherwise the form for the loaded item.
 */
export function EditorLoader<T>({
  resource,
  isMissing,
  loading,
  failed,
  notFound,
  backLabel,
  onBack,
  children,
}: {
  resource: AsyncResource<T>;
  isMissing: (data: T) => boolean;
  loading: string;
  failed: string;
  notFound: string;
  backLabel: string;
  onBack: () => void;
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'loading') return <LoadingState label={loading} />;
  if (resource.status === 'error') return <ErrorState title={failed} message="Comprueba la conexión e inténtalo de nuevo." onRetry={resource.reload} />;
  if (isMissing(resource.data))
    return (
      <ErrorState title={notFound} message="Puede que se haya eliminado.">
        <BackButton label={backLabel} onClick={onBack} />
      </ErrorState>
    );
  return <>{children(resource.data)}</>;
}

/** An editor form's save and cancel buttons ('Guardando…' while the save runs). */
export function SaveActions({ saving, disabled, label, onCancel }: { saving: boolean; disabled?: boolean; label: string; onCancel: () => void }) {
  return (
    <Actions>
      <Button type="submit" disabled={saving || disabled}>
        <Save size={18} aria-hidden="true" />
        {saving ? 'Guardando…' : label}
      </Button>
      <Button type="button" variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
    </Actions>
  );
}
