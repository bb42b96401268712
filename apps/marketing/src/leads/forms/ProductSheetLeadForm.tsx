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
import { Field, FormStack, Input, Select, Textarea } from '@pitwall/ui/form';
import { useForm } from 'react-hook-form';
import { FieldPair, RequiredNote, RoleFields } from './form-layout.tsx';
import { useLeadSubmit } from './use-lead-submit.ts';

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
  /** The format's name as the page shows it ('Demo Day', 'Experience Day', 'Suscripción', 'Torneos'). */
  product: string;
  onSuccess?: () => void;
}

/** The data-sheet form (/soluciones tabs): the request is stored, then the sheet is mailed. */
export default function ProductSheetLeadForm({ product, onSuccess }: ProductSheetLeadFormProps) {
  const format = productFormatOf(product);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ProductSheetRequestInput>({ resolver: zodResolver(productSheetRequestSchema), defaultValues: EMPTY });

  const send = useLeadSubmit<ProductSheetRequestInput>('Error al procesar la solicitud', { showServerMessage: false }, async (values) => {
    await requestProductSheet(values, format);
    track({
      event: 'product_sheet_download',
      product,
      company: values.empresa.trim(),
      role: resolvedRole(values),
      team_size: values.tamanoEquipo,
    });
    reset(EMPTY);
    toast.success('¡Ficha enviada!', {
      description: `Hemos enviado la ficha de ${product} a tu email. Revisa también tu carpeta de spam.`,
    });
    onSuccess?.();
  });

  return (
    <FormStack onSubmit={handleSubmit(send)} noValidate aria-label={`Solicitar la ficha de ${product}`}>
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
      <Field label="Tamaño del equipo *" error={errors.tamanoEquipo?.message}>
        {(ids) => (
          <Select {...ids} {...register('tamanoEquipo')}>
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
        {(ids) => <Textarea {...ids} rows={4} {...register('necesidadesEspecificas')} />}
      </Field>
      <RequiredNote>* Campos obligatorios</RequiredNote>
      <Button type="submit" fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Recibir la ficha'}
      </Button>
    </FormStack>
  );
}
