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

const Lead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Shown after a password-reset link, and after the link confirming a new account: until the owner
 * of the address chooses it, nobody's password opens the account (someone else may have signed up
 * with this address first).
 */
export function NewPasswordForm({ redirectTo }: { redirectTo: string }) {
  const updatePassword = useAuth((state) => state.updatePassword);
  const newAccount = useAuth((state) => state.confirmedSignUp);
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
    toast.success(newAccount ? 'Contraseña guardada' : 'Contraseña actualizada', { description: 'Ya puedes seguir navegando con tu cuenta.' });
    navigate(redirectTo, { replace: true });
  });

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Nueva contraseña">
      <Title>{newAccount ? 'Elige tu contraseña' : 'Elige una nueva contraseña'}</Title>
      {newAccount && <Lead>Tu correo está confirmado. Para proteger tu cuenta, elige ahora la contraseña con la que entrarás.</Lead>}
      <PasswordPair control={control} register={register} errors={errors} passwordLabel="Nueva contraseña" />
      <Button type="submit" fullWidth disabled={isSubmitting || mismatch}>
        {isSubmitting ? 'Guardando…' : 'Guardar contraseña'}
      </Button>
    </FormStack>
  );
}
