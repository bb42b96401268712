import { Button, type ButtonProps } from '@pitwall/ui';
import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface LeadDialogButtonProps {
  /** demo: the demo request (see DemoDialogButton); contact: the contact form; product-sheet: the data-sheet form; manifesto: the manifesto form; booking: the scheduling frame. */
  dialog: 'demo' | 'contact' | 'product-sheet' | 'manifesto' | 'booking';
  /** The dialog's title, e.g. 'Solicita tu demo F1'. */
  title: string;
  description?: string;
  /** contact only: the message the form starts with (e.g. the Gira Solidaria dialog). */
  presetMessage?: string;
  /** contact only: which form the stored message came from (default 'demo'; e.g. 'gira-solidaria'). */
  source?: string;
  /** product-sheet only: the format the sheet is about ('Demo Day', 'Experience Day', 'Suscripción', 'Eventos Solidarios'). */
  product?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  /** The button's label. */
  children: ReactNode;
}

// The dialog, its forms and their libraries (react-hook-form, zod) are a chunk of their own,
// fetched when the visitor points at or focuses a button, and at the latest on the first click.
const loadDialog = () => import('./LeadDialog.tsx');
const LeadDialog = lazy(loadDialog);
const preload = () => void loadDialog();

/** A button that opens a lead dialog: the demo/contact form, a data-sheet form, the manifesto form or the booking page. */
export function LeadDialogButton({ children, variant, size, className, ...dialog }: LeadDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setEverOpened(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <LeadDialog {...dialog} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The site's primary action: 'Solicita tu demo F1', the same dialog from the header of every public
 * page, the home hero and the home page's closing band.
 */
export function DemoDialogButton({ children = 'Quiero mi demo F1', ...button }: Pick<LeadDialogButtonProps, 'variant' | 'size' | 'className'> & { children?: ReactNode }) {
  return (
    <LeadDialogButton dialog="demo" title="Solicita tu demo F1" description="Cuéntanos cómo es tu equipo y te propondremos la experiencia que mejor encaja." {...button}>
      {children}
    </LeadDialogButton>
  );
}
