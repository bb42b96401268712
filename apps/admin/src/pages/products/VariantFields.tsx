import { variantFormInput, type ProductFormInput, type ProductFormValues } from '@pitwall/backend/admin';
import { Button } from '@pitwall/ui';
import { Field, FieldError, Input, Textarea } from '@pitwall/ui/form';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue, type UseFormWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Check, Group } from '../../ui/form-layout.ts';
import { VariantLocationImage } from './VariantLocationImage.tsx';

const Variant = styled(Group)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.inkSoft};
`;

/**
 * The product's variants (tribunas, tallas…): each with its attributes, price adjustment, stock,
 * state, default flag and location image. Saved together with the product.
 */
export function VariantFields({
  control,
  register,
  watch,
  setValue,
  errors,
}: {
  control: Control<ProductFormInput, unknown, ProductFormValues>;
  register: UseFormRegister<ProductFormInput>;
  watch: UseFormWatch<ProductFormInput>;
  setValue: UseFormSetValue<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'variants' });
  const listError = errors.variants?.root?.message ?? errors.variants?.message;

  return (
    <Group>
      <legend>Variantes</legend>
      {fields.length === 0 && <Empty className="full">Sin variantes: se vende el producto tal cual, con su propio stock.</Empty>}
      {listError && (
        <FieldError className="full" role="alert">
          {listError}
        </FieldError>
      )}
      {fields.map((field, index) => {
        const fieldErrors = errors.variants?.[index];
        const name = `Variante ${index + 1}`;
        return (
          <Variant key={field.id} className="full">
            <legend>{name}</legend>
            <Field label={`Nombre de la variante ${index + 1}`} error={fieldErrors?.variant_name?.message}>
              {(ids) => <Input {...ids} autoComplete="off" {...register(`variants.${index}.variant_name`)} />}
            </Field>
            <Field label={`Ajuste de precio (€) de la variante ${index + 1}`} hint="Se suma al precio del producto; puede ser negativo." error={fieldErrors?.price_adjustment?.message}>
              {(ids) => <Input {...ids} inputMode="decimal" autoComplete="off" {...register(`variants.${index}.price_adjustment`)} />}
            </Field>
            <Field label={`Stock de la variante ${index + 1}`} error={fieldErrors?.stock?.message}>
              {(ids) => <Input {...ids} inputMode="numeric" autoComplete="off" {...register(`variants.${index}.stock`)} />}
            </Field>
            <VariantLocationImage
              index={index}
              url={watch(`variants.${index}.location_image_url`) ?? ''}
              error={fieldErrors?.location_image_url?.message}
              onChange={(url) => setValue(`variants.${index}.location_image_url`, url, { shouldDirty: true, shouldValidate: true })}
            />
            <div className="full">
              <Field
                label={`Atributos de la variante ${index + 1} (opcional)`}
                hint="Uno por línea, clave: valor. La tienda muestra aparte «tribunas» y «descripcion»."
                error={fieldErrors?.attributes?.message}
              >
                {(ids) => <Textarea {...ids} rows={3} {...register(`variants.${index}.attributes`)} />}
              </Field>
            </div>
            <Check>
              <input type="checkbox" {...register(`variants.${index}.is_active`)} />
              Activa
            </Check>
            <Check>
              <input type="checkbox" {...register(`variants.${index}.is_default`)} />
              Predeterminada
            </Check>
            <div className="full">
              <Button type="button" variant="secondary" size="small" onClick={() => remove(index)}>
                <Trash2 size={16} aria-hidden="true" />
                Quitar {name.toLowerCase()}
              </Button>
            </div>
          </Variant>
        );
      })}
      <div className="full">
        <Button type="button" variant="secondary" onClick={() => append(variantFormInput(null))}>
          <Plus size={18} aria-hidden="true" />
          Añadir variante
        </Button>
      </div>
    </Group>
  );
}
