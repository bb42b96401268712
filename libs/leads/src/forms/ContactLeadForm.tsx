import type { ContactMessageInput } from '@pitwall/backend/leads';
import { CONTACT_ROLES } from '@pitwall/backend/leads/options';
import { Button, toast } from '@pitwall/ui';
import { Field, FormStack, lazyResolver, Textarea } from '@pitwall/ui/form';
import { FormProvider, useForm } from 'react-hook-form';
import { PersonFields, RequiredNote } from './form-layout.tsx';
import { leadBackend, useLeadSubmit } from './use-lead-submit.ts';

export interface ContactLeadFormProps {
  presetMessage?: string;
  /** Which form this is, stored with the message (contacto, demo, gira-solidaria…). */
  source: string;
  /** What the submit button says (default 'Enviar mensaje'). */
  submitLabel?: string;
  /** One line under the button on what happens after sending. */
  nextStep?: string;
  /** Called after a successful send (a dialog closes). */
  onSuccess?: () => void;
}

// Inline on /contacto: the schema loads when the form is first focused or sent.
const validation = lazyResolver<ContactMessageInput>(() =>
  Promise.all([import('@pitwall/backend/leads'), import('@hookform/resolvers/zod')]).then(([{ contactMessageSchema }, { zodResolver }]) => zodResolver(contactMessageSchema)),
);

/** The contact and demo form (contact page, demo dialogs): the message is stored, then notified. */
export default function ContactLeadForm({ presetMessage = '', source, submitLabel = 'Enviar mensaje', nextStep, onSuccess }: ContactLeadFormProps) {
  const empty: ContactMessageInput = { nombre: '', empresa: '', email: '', telefono: '', puesto: '', puestoOtro: '', mensaje: presetMessage };
  const form = useForm<ContactMessageInput>({ resolver: validation.resolver, defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const send = useLeadSubmit<ContactMessageInput>('Error al enviar mensaje', { showServerMessage: true }, async (values) => {
    const { submitContactMessage } = await import('@pitwall/backend/leads');
    await submitContactMessage(await leadBackend(), values, source);
    form.reset(empty);
    toast.success('¡Mensaje enviado!', { description: 'Hemos recibido tu mensaje. Te contactaremos pronto.' });
    onSuccess?.();
  });

  return (
    <FormProvider {...form}>
      <FormStack onSubmit={form.handleSubmit(send)} onFocus={validation.preload} noValidate aria-label={submitLabel}>
        <PersonFields roles={CONTACT_ROLES} companyRequired />
        <Field label="Mensaje *" error={errors.mensaje?.message}>
          {(ids) => <Textarea {...ids} rows={5} {...form.register('mensaje')} />}
        </Field>
        <RequiredNote>* Campos obligatorios</RequiredNote>
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Enviando...' : submitLabel}
        </Button>
        {nextStep && <RequiredNote>{nextStep}</RequiredNote>}
      </FormStack>
    </FormProvider>
  );
}
