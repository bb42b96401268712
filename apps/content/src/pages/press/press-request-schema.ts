import { PRESS_REQUEST_TYPES as REQUEST_TYPES } from '@pitwall/backend/press/request-types';
import { z } from 'zod';

const required = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} es obligatorio` })
    .max(max, { error: `Máximo ${max} caracteres` });

export const pressRequestSchema = z.object({
  nombre: required('El nombre', 100),
  medio: required('El medio', 150),
  email: z
    .string()
    .trim()
    .min(1, { error: 'El email es obligatorio' })
    .pipe(z.email({ error: 'Por favor, introduce un email válido' })),
  telefono: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[0-9+() .-]{6,30}$/.test(value), { error: 'Introduce un teléfono válido' }),
  tipo_solicitud: z.string().refine((value) => Object.hasOwn(REQUEST_TYPES, value), { error: 'Elige el tipo de solicitud' }),
  mensaje: required('El mensaje', 5000),
});

export type PressRequestValues = z.infer<typeof pressRequestSchema>;
