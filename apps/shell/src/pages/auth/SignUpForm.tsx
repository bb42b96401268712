import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@pitwall/auth';
import { Button, toast } from '@pitwall/ui';
import { Field, FieldError, FormStack, Input } from '@pitwall/ui/form';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { signUpErrorMessage } from './auth-messages.ts';
import { signUpSchema, type SignUpValues } from './schemas.ts';

const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  @media (min-width: 420px) { grid-template-columns: 1fr 1fr; }
`;

const EMPTY: SignUpValues = { nombre: '', apellidos: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm() {
  const signUp = useAuth((state) => state.signUp);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: EMPTY });
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] });
  // Shown while typing, not only on submit: the spec's inline notice.
  const mismatch = confirmPassword.length > 0 && password !== confirmPassword;

  const onSubmit = handleSubmit(async ({ nombre, apellidos, email, password: chosen }) => {
    const result = await signUp({ email, password: chosen, nombre, apellidos }, { notify: false });
    if (result.ok) {
      reset(EMPTY);
      toast.success('¡Cuenta creada! Revisa tu email para confirmar tu cuenta.');
    } else {
      toast.error(signUpErrorMessage(result.message, result));
    }
  });

  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label="Crear cuenta">
      <Names>
        <Field label="Nombre" error={errors.nombre?.message}>
          {(ids) => <Input {...ids} autoComplete="given-name" required {...register('nombre')} />}
        </Field>
        <Field label="Apellidos" error={errors.apellidos?.message}>
          {(ids) => <Input {...ids} autoComplete="family-name" required {...register('apellidos')} />}
        </Field>
      </Names>
      <Field label="Email" error={errors.email?.message}>
        {(ids) => <Input {...ids} type="email" autoComplete="email" required {...register('email')} />}
      </Field>
      <Field label="Contraseña" error={errors.password?.message} hint="Mínimo 6 caracteres">
        {(ids) => <Input {...ids} type="password" autoComplete="new-password" required {...register('password')} />}
      </Field>
      <Field label="Confirmar contraseña" error={mismatch ? undefined : errors.confirmPassword?.message}>
        {(ids) => <Input {...ids} type="password" autoComplete="new-password" required {...register('confirmPassword')} />}
      </Field>
      {mismatch && <FieldError role="alert">Las contraseñas no coinciden</FieldError>}
      <Button type="submit" fullWidth disabled={isSubmitting || mismatch}>
        {isSubmitting ? 'Creando cuenta…' : 'Crear cuenta'}
      </Button>
    </FormStack>
  );
}
