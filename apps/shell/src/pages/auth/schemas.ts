import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '@pitwall/auth';
import * as z from 'zod';

export const MIN_PASSWORD_LENGTH = 6;
/** The spec's minimum, then not one of the most used passwords (checked again by the auth service). */
const passwordRule = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: 'La contraseña debe tener al menos 6 caracteres', abort: true })
  .refine(async (password) => !(await isCommonPassword(password)), COMMON_PASSWORD_MESSAGE);

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Introduce tu email').pipe(z.email('Por favor, introduce un email válido')),
  password: z.string().min(1, 'Introduce tu contraseña'),
});

export const signUpSchema = z
  .object({
    nombre: z.string().trim().min(1, 'Introduce tu nombre'),
    apellidos: z.string().trim().min(1, 'Introduce tus apellidos'),
    email: z.string().trim().min(1, 'Introduce tu email').pipe(z.email('Por favor, introduce un email válido')),
    password: passwordRule,
    confirmPassword: z.string().min(1, 'Confirma tu contraseña'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });

export const newPasswordSchema = z
  .object({ password: passwordRule, confirmPassword: z.string().min(1, 'Confirma tu contraseña') })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Las contraseñas no coinciden',
    path: ['confirmPassword'],
  });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
