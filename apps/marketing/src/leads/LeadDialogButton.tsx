import { Button, type ButtonProps } from '@pitwall/ui';
import type { ReactNode } from 'react';

export interface LeadDialogButtonProps {
  /** contact: the contact/demo form; product-sheet: the data-sheet form; booking: the scheduling frame. */
  dialog: 'contact' | 'product-sheet' | 'booking';
  /** The dialog's title, e.g. 'Solicita tu demo F1'. */
  title: string;
  description?: string;
  /** contact only: the message the form starts with (e.g. the Gira Solidaria dialog). */
  presetMessage?: string;
  /** product-sheet only: the format the sheet is about ('Demo Day', 'Experience Day', 'Suscripción', 'Torneos'). */
  product?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** The button's label. */
  children: ReactNode;
}

// INTERFACE ONLY — replaced by the lead-forms work (issue 8): a button that opens the dialog.
export function LeadDialogButton({ children, variant, size }: LeadDialogButtonProps) {
  return (
    <Button variant={variant} size={size}>
      {children}
    </Button>
  );
}
