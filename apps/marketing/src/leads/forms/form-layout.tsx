import { OTHER_ROLE } from '@pitwall/backend/leads';
import { Field, Input, Select } from '@pitwall/ui/form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { media } from '@pitwall/ui';

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

interface RoleFieldsProps {
  roles: readonly string[];
  chosen: string | undefined;
  puesto: UseFormRegisterReturn;
  puestoOtro: UseFormRegisterReturn;
  errors: { puesto?: string; puestoOtro?: string };
}

/** The role select; choosing 'Otros' reveals the free-text role that replaces it. */
export function RoleFields({ roles, chosen, puesto, puestoOtro, errors }: RoleFieldsProps) {
  return (
    <>
      <Field label="Puesto *" error={errors.puesto}>
        {(ids) => (
          <Select {...ids} {...puesto}>
            <option value="">Selecciona tu puesto</option>
            {roles.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen === OTHER_ROLE && (
        <Field label="Especifica tu puesto *" error={errors.puestoOtro}>
          {(ids) => <Input {...ids} autoComplete="organization-title" {...puestoOtro} />}
        </Field>
      )}
    </>
  );
}
