import { LoadingState } from '@pitwall/ui';
import { lazy, Suspense } from 'react';

export interface ContactFormProps {
  /** The message the form starts with. */
  presetMessage?: string;
}

const ContactLeadForm = lazy(() => import('./forms/ContactLeadForm.tsx'));

/** The contact form inline (/contacto); its code loads with the page that shows it. */
export function ContactForm({ presetMessage }: ContactFormProps) {
  return (
    <Suspense fallback={<LoadingState label="Cargando el formulario…" />}>
      <ContactLeadForm presetMessage={presetMessage} source="contacto" />
    </Suspense>
  );
}
