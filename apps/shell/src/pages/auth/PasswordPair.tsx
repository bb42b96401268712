import { Field, FieldError, Input } from '@pitwall/ui/form';
import { useWatch, type Control, type FieldErrors, type Path, type UseFormRegister } from 'react-hook-form';

interface PasswordValues {
  password: string;
  confirmPassword: string;
}

export interface PasswordPairProps<T extends PasswordValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  passwordLabel: string;
}

/** True while the confirmation differs from the password (shown as the user types). */
export function usePasswordMismatch<T extends PasswordValues>(control: Control<T>): boolean {
  const [password, confirmPassword] = useWatch({ control, name: ['password', 'confirmPassword'] as Path<T>[] }) as string[];
  return (confirmPassword ?? '').length > 0 && password !== confirmPassword;
}

/** A new password and its confirmation, with the spec's inline 'Las contraseñas no coinciden'. */
export function PasswordPair<T extends PasswordValues>({ control, register, errors, passwordLabel }: PasswordPairProps<T>) {
  const mismatch = usePasswordMismatch(control);
  const passwordError = (errors as FieldErrors<PasswordValues>).password?.message;
  const confirmError = (errors as FieldErrors<PasswordValues>).confirmPassword?.message;
  return (
    <>
      <Field label={passwordLabel} error={passwordError} hint="Mínimo 6 caracteres">
        {(ids) => <Input {...ids} type="password" autoComplete="new-password" required {...register('password' as Path<T>)} />}
      </Field>
      <Field label="Confirmar contraseña" error={mismatch ? undefined : confirmError}>
        {(ids) => <Input {...ids} type="password" autoComplete="new-password" required {...register('confirmPassword' as Path<T>)} />}
      </Field>
      {mismatch && <FieldError role="alert">Las contraseñas no coinciden</FieldError>}
    </>
  );
}
