import { zodResolver } from '@hookform/resolvers/zod';
import { track } from '@pitwall/analytics';
import { LEAD_ROLES, manifestoRequestSchema, requestManifesto, resolvedRole, type ManifestoRequestInput } from '@pitwall/backend/leads';
import { getRuntimeConfig } from '@pitwall/config';
import { Button, toast } from '@pitwall/ui';
import { Field, FormStack, Input } from '@pitwall/ui/form';
import { useForm } from 'react-hook-form';
import { FieldPair, RequiredNote, RoleFields } from './form-layout.tsx';
import { useLeadSubmit } from './use-lead-submit.ts';

const EMPTY: ManifestoRequestInput = { nombre: '', email: '', telefono: '', empresa: '', puesto: '', puestoOtro: '' };

/** The manifesto download form (/nosotros): the request is stored, then the manifesto is mailed. */
export default function ManifestoLeadForm() {
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ManifestoRequestInput>({ resolver: zodResolver(manifestoRequestSchema), defaultValues: EMPTY });

  const send = useLeadSubmit<ManifestoRequestInput>('Error al procesar la solicitud', { showServerMessage: false }, async (values) => {
    await requestManifesto(values);
    track({ event: 'manifesto_download', company: values.empresa.trim(), role: resolvedRole(values) });
    reset(EMPTY);
    toast.success('¡Manifiesto enviado!', {
      description: `Hemos enviado el Manifiesto de ${getRuntimeConfig().brand.name} a tu email. Revisa también tu carpeta de spam.`,
    });
  });

  return (
    <FormStack onSubmit={handleSubmit(send)} noValidate aria-label="Descargar el manifiesto">
      <FieldPair>
        <Field label="Nombre *" error={errors.nombre?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...register('nombre')} />}
        </Field>
        <Field label="Email *" error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...register('email')} />}
        </Field>
      </FieldPair>
      <FieldPair>
        <Field label="Teléfono *" error={errors.telefono?.message}>
          {(ids) => <Input {...ids} type="tel" autoComplete="tel" {...register('telefono')} />}
        </Field>
        <Field label="Empresa" error={errors.empresa?.message}>
          {(ids) => <Input {...ids} autoComplete="organization" {...register('empresa')} />}
        </Field>
      </FieldPair>
      <RoleFields
        roles={LEAD_ROLES}
        chosen={watch('puesto')}
        puesto={register('puesto')}
        puestoOtro={register('puestoOtro')}
        errors={{ puesto: errors.puesto?.message, puestoOtro: errors.puestoOtro?.message }}
      />
      <RequiredNote>* Campos obligatorios</RequiredNote>
      <Button type="submit" fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Descargar Manifiesto'}
      </Button>
    </FormStack>
  );
}
