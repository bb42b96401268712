import { zodResolver } from '@hookform/resolvers/zod';
import { track } from '@pitwall/analytics';
import {
  LEAD_ROLES,
  TEAM_SIZES,
  productFormatOf,
  productSheetRequestSchema,
  requestProductSheet,
  resolvedRole,
  type ProductSheetRequestInput,
} from '@pitwall/backend/leads';
import { Button, toast } from '@pitwall/ui';
import { Field, FormStack, Select, Textarea } from '@pitwall/ui/form';
import { FormProvider, useForm } from 'react-hook-form';
import { PersonFields, RequiredNote } from './form-layout.tsx';
import { leadBackend, useLeadSubmit } from './use-lead-submit.ts';

const EMPTY: ProductSheetRequestInput = {
  nombre: '',
  email: '',
  telefono: '',
  empresa: '',
  puesto: '',
  puestoOtro: '',
  tamanoEquipo: '',
  necesidadesEspecificas: '',
};

export interface ProductSheetLeadFormProps {
  /** The format's name as the page shows it ('Demo Day', 'Experience Day', 'Suscripción', 'Eventos Solidarios'). */
  product: string;
  onSuccess?: () => void;
}

/** The data-sheet form (/soluciones tabs): the request is stored, then the sheet is mailed. */
export default function ProductSheetLeadForm({ product, onSuccess }: ProductSheetLeadFormProps) {
  const format = productFormatOf(product);
  const form = useForm<ProductSheetRequestInput>({ resolver: zodResolver(productSheetRequestSchema), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const send = useLeadSubmit<ProductSheetRequestInput>('Error al procesar la solicitud', { showServerMessage: false }, async (values) => {
    await requestProductSheet(await leadBackend(), values, format);
    track({
      event: 'product_sheet_download',
      product,
      company: values.empresa.trim(),
      role: resolvedRole(values),
      team_size: values.tamanoEquipo,
    });
    form.reset(EMPTY);
    toast.success('¡Ficha enviada!', {
      description: `Hemos enviado la ficha de ${product} a tu email. Revisa también tu carpeta de spam.`,
    });
    onSuccess?.();
  });

  return (
    <FormProvider {...form}>
      <FormStack onSubmit={form.handleSubmit(send)} noValidate aria-label={`Solicitar la ficha de ${product}`}>
        <PersonFields roles={LEAD_ROLES} companyRequired={false} />
        <Field label="Tamaño del equipo *" error={errors.tamanoEquipo?.message}>
          {(ids) => (
            <Select {...ids} {...form.register('tamanoEquipo')}>
              <option value="">Selecciona el tamaño de tu equipo</option>
              {TEAM_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Necesidades específicas" error={errors.necesidadesEspecificas?.message}>
          {(ids) => <Textarea {...ids} rows={4} {...form.register('necesidadesEspecificas')} />}
        </Field>
        <RequiredNote>* Campos obligatorios</RequiredNote>
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Enviando...' : 'Recibir la ficha'}
        </Button>
      </FormStack>
    </FormProvider>
  );
}
