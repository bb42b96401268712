import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@pitwall/auth';
import { Button, toast } from '@pitwall/ui';
import { Field, FieldError, FormStack, Input } from '@pitwall/ui/form';
import { useNavigate } from '@pitwall/router';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
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
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;

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
      <Field label="Nueva contraseña" error={errors.password?.message} hint="Mínimo 6 caracteres">
        {(ids) => <Input {...ids} type="password" autoComplete="new-password" required {...register('password')} />}
      </Field>
      <Field label="Confirmar contraseña" error={mismatch ? undefined : errors.confirmPassword?.message}>
        {(ids) => <Input {...ids} type="password" autoComplete="new-password" required {...register('confirmPassword')} />}
      </Field>
      {mismatch && <FieldError role="alert">Las contraseñas no coinciden</FieldError>}
      <Button type="submit" fullWidth disabled={isSubmitting || mismatch}>
        {isSubmitting ? 'Guardando…' : 'Guardar contraseña'}
      </Button>
    </FormStack>
  );
}
