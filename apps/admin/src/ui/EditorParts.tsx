import { useSearchParams } from '@pitwall/router';
import { Button, toast } from '@pitwall/ui';
import { Dialog } from '@pitwall/ui/dialog';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
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
        <Button type="button" variant="danger">
          <Trash2 size={18} aria-hidden="true" />
          {label}
        </Button>
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
