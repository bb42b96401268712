import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_ROLES, contactMessageSchema, submitContactMessage, type ContactMessageInput } from '@pitwall/backend/leads';
import { Button, toast } from '@pitwall/ui';
import { Field, FormStack, Input, Textarea } from '@pitwall/ui/form';
import { useForm } from 'react-hook-form';
import { FieldPair, RequiredNote, RoleFields } from './form-layout.tsx';
import { useLeadSubmit } from './use-lead-submit.ts';

export interface ContactLeadFormProps {
  presetMessage?: string;
  /** Which form this is, stored with the message (contacto, demo, gira-solidaria…). */
  source: string;
  /** Called after a successful send (a dialog closes). */
  onSuccess?: () => void;
}

/** The contact and demo form (contact page, demo dialogs): the message is stored, then notified. */
export default function ContactLeadForm({ presetMessage = '', source, onSuccess }: ContactLeadFormProps) {
  const empty: ContactMessageInput = { nombre: '', empresa: '', email: '', telefono: '', puesto: '', puestoOtro: '', mensaje: presetMessage };
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput>({ resolver: zodResolver(contactMessageSchema), defaultValues: empty });

  const send = useLeadSubmit<ContactMessageInput>('Error al enviar mensaje', { showServerMessage: true }, async (values) => {
    await submitContactMessage(values, source);
    reset(empty);
    toast.success('¡Mensaje enviado!', { description: 'Hemos recibido tu mensaje. Te contactaremos pronto.' });
    onSuccess?.();
  });

  return (
    <FormStack onSubmit={handleSubmit(send)} noValidate aria-label="Enviar mensaje">
      <FieldPair>
        <Field label="Nombre *" error={errors.nombre?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...register('nombre')} />}
        </Field>
        <Field label="Empresa *" error={errors.empresa?.message}>
          {(ids) => <Input {...ids} autoComplete="organization" {...register('empresa')} />}
        </Field>
      </FieldPair>
      <FieldPair>
        <Field label="Email *" error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Field label="Teléfono *" error={errors.telefono?.message}>
          {(ids) => <Input {...ids} type="tel" autoComplete="tel" {...register('telefono')} />}
        </Field>
      </FieldPair>
      <RoleFields
        roles={CONTACT_ROLES}
        chosen={watch('puesto')}
        puesto={register('puesto')}
        puestoOtro={register('puestoOtro')}
        errors={{ puesto: errors.puesto?.message, puestoOtro: errors.puestoOtro?.message }}
      />
      <Field label="Mensaje *" error={errors.mensaje?.message}>
        {(ids) => <Textarea {...ids} rows={5} {...register('mensaje')} />}
      </Field>
      <RequiredNote>* Campos obligatorios</RequiredNote>
      <Button type="submit" fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar mensaje'}
      </Button>
    </FormStack>
  );
}
