import { zodResolver } from '@hookform/resolvers/zod';
import { useAuth } from '@pitwall/auth';
import { Button, toast } from '@pitwall/ui';
import { Field, FormStack, Input } from '@pitwall/ui/form';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { signUpErrorMessage } from './auth-messages.ts';
import { PasswordPair, usePasswordMismatch } from './PasswordPair.tsx';
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
  const mismatch = usePasswordMismatch(control);

  const onSubmit = handleSubmit(async ({ nombre, apellidos, email, password: chosen }) => {
    const result = await signUp({ email, password: chosen, nombre, apellidos }, { notify: false });
    if (result.ok) {
      reset(EMPTY);
      toast.success('¡Cuenta creada! Revisa tu email para confirmar tu cuenta.');
    } else {
      toast.error(signUpErrorMessage(result));
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
      <PasswordPair control={control} register={register} errors={errors} passwordLabel="Contraseña" />
      <Button type="submit" fullWidth disabled={isSubmitting || mismatch}>
        {isSubmitting ? 'Creando cuenta…' : 'Crear cuenta'}
      </Button>
    </FormStack>
  );
}
