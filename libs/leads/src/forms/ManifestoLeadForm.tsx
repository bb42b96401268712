import { zodResolver } from '@hookform/resolvers/zod';
import { track } from '@pitwall/analytics';
import { LEAD_ROLES, manifestoRequestSchema, requestManifesto, resolvedRole, type ManifestoRequestInput } from '@pitwall/backend/leads';
import { getRuntimeConfig } from '@pitwall/config';
import { Button, toast } from '@pitwall/ui';
import { FormStack } from '@pitwall/ui/form';
import { FormProvider, useForm } from 'react-hook-form';
import { PersonFields, RequiredNote } from './form-layout.tsx';
import { leadBackend, useLeadSubmit } from './use-lead-submit.ts';

const EMPTY: ManifestoRequestInput = { nombre: '', email: '', telefono: '', empresa: '', puesto: '', puestoOtro: '' };

/** The manifesto download form (/nosotros, in a dialog): the request is stored, then the manifesto is mailed. */
export default function ManifestoLeadForm({ onSuccess }: { onSuccess?: () => void }) {
  const form = useForm<ManifestoRequestInput>({ resolver: zodResolver(manifestoRequestSchema), defaultValues: EMPTY });

  const send = useLeadSubmit<ManifestoRequestInput>('Error al procesar la solicitud', { showServerMessage: false }, async (values) => {
    await requestManifesto(await leadBackend(), values);
    track({ event: 'manifesto_download', company: values.empresa.trim(), role: resolvedRole(values) });
    form.reset(EMPTY);
    toast.success('¡Manifiesto enviado!', {
      description: `Hemos enviado el Manifiesto de ${getRuntimeConfig().brand.name} a tu email. Revisa también tu carpeta de spam.`,
    });
    onSuccess?.();
  });

  return (
    <FormProvider {...form}>
      <FormStack onSubmit={form.handleSubmit(send)} noValidate aria-label="Descargar el manifiesto">
        <PersonFields roles={LEAD_ROLES} companyRequired={false} />
        <RequiredNote>* Campos obligatorios</RequiredNote>
        <Button type="submit" fullWidth disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Enviando...' : 'Descargar Manifiesto'}
        </Button>
      </FormStack>
    </FormProvider>
  );
}
