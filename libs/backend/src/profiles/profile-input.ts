import * as z from 'zod/mini';

// Its own module, loaded when a profile is saved: zod stays out of the backend every page loads.
// The profile dialog validates with the same schema (`@pitwall/backend/profiles/input`).
export const profileInputSchema = z.object({
  nombre: z.string().check(z.trim(), z.maxLength(100, 'Máximo 100 caracteres')),
  apellidos: z.string().check(z.trim(), z.maxLength(150, 'Máximo 150 caracteres')),
});

export type ProfileInput = z.infer<typeof profileInputSchema>;
