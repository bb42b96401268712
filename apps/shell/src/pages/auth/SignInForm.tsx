import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@pitwall/auth';
import { Button, TextButton, toast } from '@pitwall/ui';
import { Field, FormStack, Input } from '@pitwall/ui/form';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signInErrorMessage } from './auth-messages.ts';
import { signInSchema, type SignInValues } from './schemas.ts';

export function SignInForm() {
  const signIn = useAuth((state) => state.signIn);
  const resetPassword = useAuth((state) => state.resetPassword);
  const [sendingReset, setSendingReset] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const result = await signIn(email, password, { notify: false });
    if (result.ok) toast.success('¡Bienvenido!');
    else toast.error(signInErrorMessage(result));
  });

  const onForgotPassword = async () => {
    const email = getValues('email').trim();
    if (!email) {
      toast.error('Por favor, introduce tu email primero');
      return;
    }
    setSendingReset(true);
    const result = await resetPassword(email);
    setSendingReset(false);
    if (result.ok) toast.success('Revisa tu email para restablecer tu contraseña');
    else toast.error('Error al enviar email de recuperación', { description: result.message });
  };

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Iniciar sesión">
      <Field label="Email" error={errors.email?.message}>
        {(ids) => <Input {...ids} type="email" autoComplete="email" required {...register('email')} />}
      </Field>
      <Field label="Contraseña" error={errors.password?.message}>
        {(ids) => <Input {...ids} type="password" autoComplete="current-password" required {...register('password')} />}
      </Field>
      <TextButton onClick={onForgotPassword} disabled={sendingReset}>
        {sendingReset ? 'Enviando…' : '¿Has olvidado tu contraseña?'}
      </TextButton>
      <Button type="submit" fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Iniciando sesión…' : 'Iniciar Sesión'}
      </Button>
    </FormStack>
  );
}
