import { Dialog } from '@pitwall/ui/dialog';
import { BookingFrame } from './booking/BookingFrame.tsx';
import ContactLeadForm from './forms/ContactLeadForm.tsx';
import ManifestoLeadForm from './forms/ManifestoLeadForm.tsx';
import ProductSheetLeadForm from './forms/ProductSheetLeadForm.tsx';
import type { LeadDialogButtonProps } from './LeadDialogButton.tsx';

export type LeadDialogProps = Omit<LeadDialogButtonProps, 'children' | 'variant' | 'size' | 'className'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** What happens after a demo request: the response time the press room promises too. */
const DEMO_NEXT_STEP = 'Te llamamos en 24-48 horas laborables para acordar el día de tu demo.';

/** The dialog a LeadDialogButton opens; loaded with its forms the first time one opens. */
export default function LeadDialog({ dialog, title, description, presetMessage, product, source, open, onOpenChange }: LeadDialogProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description} width={dialog === 'booking' ? '60rem' : '40rem'}>
      {dialog === 'demo' && <ContactLeadForm source="demo" submitLabel="Solicitar mi demo" nextStep={DEMO_NEXT_STEP} onSuccess={close} />}
      {dialog === 'contact' && <ContactLeadForm presetMessage={presetMessage} source={source ?? 'demo'} onSuccess={close} />}
      {dialog === 'product-sheet' && <ProductSheetLeadForm product={product ?? ''} onSuccess={close} />}
      {dialog === 'manifesto' && <ManifestoLeadForm onSuccess={close} />}
      {dialog === 'booking' && <BookingFrame />}
    </Dialog>
  );
}
