import { z } from 'zod';

/** The subscriber e-mail of the subscription box and the gate: required once trimmed, an e-mail. */
export const subscriberEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'Introduce tu email' })
    .max(254, { error: 'Por favor, introduce un email válido' })
    .pipe(z.email({ error: 'Por favor, introduce un email válido' })),
});

export type SubscriberEmail = z.infer<typeof subscriberEmailSchema>;
