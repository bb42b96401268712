import { OTHER_ROLE } from '@pitwall/backend/leads/options';
import { media } from '@pitwall/ui';
import { Field, Input, Select } from '@pitwall/ui/form';
import { useFormContext } from 'react-hook-form';
import styled from 'styled-components';

/** Two fields side by side from tablet width up. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
`;

export const RequiredNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The fields every lead form starts with. */
interface PersonValues {
  nombre: string;
  email: string;
  telefono: string;
  empresa: string;
  puesto: string;
  puestoOtro: string;
}

interface PersonFieldsProps {
  /** The form's role list (the contact form's has 'Autónomo'). */
  roles: readonly string[];
  /** The contact form requires the company; the others ask for it optionally. */
  companyRequired: boolean;
}

/**
 * Name, e-mail, phone, company and role, inside a react-hook-form FormProvider. Choosing 'Otros'
 * reveals the free-text role that replaces it.
 */
export function PersonFields({ roles, companyRequired }: PersonFieldsProps) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<PersonValues>();
  return (
    <>
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
        <Field label={companyRequired ? 'Empresa *' : 'Empresa'} error={errors.empresa?.message}>
          {(ids) => <Input {...ids} autoComplete="organization" {...register('empresa')} />}
        </Field>
      </FieldPair>
      <Field label="Puesto *" error={errors.puesto?.message}>
        {(ids) => (
          <Select {...ids} {...register('puesto')}>
            <option value="">Selecciona tu puesto</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {watch('puesto') === OTHER_ROLE && (
        <Field label="Especifica tu puesto *" error={errors.puestoOtro?.message}>
          {(ids) => <Input {...ids} autoComplete="organization-title" {...register('puestoOtro')} />}
        </Field>
      )}
    </>
  );
}
