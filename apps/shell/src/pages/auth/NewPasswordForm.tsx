import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@pitwall/auth';
import { Button, toast } from '@pitwall/ui';
import { FormStack } from '@pitwall/ui/form';
import { useNavigate } from '@pitwall/router';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { PasswordPair, usePasswordMismatch } from './PasswordPair.tsx';
import { newPasswordSchema, type NewPasswordValues } from './schemas.ts';

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xLarge};
`;

/** Shown after a password-reset link: the user is signed in for recovery and sets a new password. */
export function NewPasswordForm({ redirectTo }: { redirectTo: string }) {
  const updatePassword = useAuth((state) => state.updatePassword);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmPassword: '' } });
  const mismatch = usePasswordMismatch(control);

  const onSubmit = handleSubmit(async (values) => {
    const result = await updatePassword(values.password);
    if (!result.ok) {
      toast.error('No se pudo cambiar la contraseña', { description: result.message });
      return;
    }
    toast.success('Contraseña actualizada', { description: 'Ya puedes seguir navegando con tu cuenta.' });
    navigate(redirectTo, { replace: true });
  });

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Nueva contraseña">
      <Title>Elige una nueva contraseña</Title>
      <PasswordPair control={control} register={register} errors={errors} passwordLabel="Nueva contraseña" />
      <Button type="submit" fullWidth disabled={isSubmitting || mismatch}>
        {isSubmitting ? 'Guardando…' : 'Guardar contraseña'}
      </Button>
    </FormStack>
  );
}
