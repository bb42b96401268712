import { limitMessage } from '@pitwall/backend/leads/errors';
import { Button, toast } from '@pitwall/ui';
import { Field, FormStack, Input } from '@pitwall/ui/form';
import { Mail } from 'lucide-react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { loadBackend } from '../../data/use-loader.ts';
import type { SubscriberEmail } from './subscriber-email.ts';
import { subscriberEmailValidation } from './subscriber-email-validation.ts';

export const SUBSCRIPTION_ANCHOR = 'suscripcion';

const Box = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.accentSoft};
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.spacing.medium});
  h2 { display: flex; align-items: center; gap: ${({ theme }) => theme.spacing.xSmall}; font-size: ${({ theme }) => theme.fontSizes.xLarge}; }
  h2 svg { color: ${({ theme }) => theme.colors.accentText}; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

/** Brings the box into view and puts the cursor in its e-mail field (the empty state's button). */
export function goToSubscriptionBox(behavior: ScrollBehavior = 'smooth') {
  const box = document.getElementById(SUBSCRIPTION_ANCHOR);
  box?.scrollIntoView({ behavior, block: 'start' });
  box?.querySelector('input')?.focus({ preventScroll: true });
}

/** The side box (#suscripcion): stores the subscriber, then the welcome mail goes out. */
export function SubscriptionBox() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SubscriberEmail>({ resolver: subscriberEmailValidation.resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { getSupabase, subscribeToBlog } = await loadBackend();
      const outcome = await subscribeToBlog(getSupabase(), email);
      if (outcome === 'already-subscribed') {
        toast.info('Ya estás suscrito', { description: 'Este email ya está suscrito al blog' });
        return;
      }
      toast.success('¡Suscripción exitosa!', { description: 'Te hemos enviado un email de bienvenida.' });
      reset();
    } catch (error) {
      console.error('[blog] subscription failed', error);
      // A limit's own text says what it is and what to do.
      toast.error('Error', { description: (await limitMessage(error)) ?? 'No se pudo completar la suscripción' });
    }
  });

  return (
    <Box id={SUBSCRIPTION_ANCHOR} aria-labelledby="suscripcion-titulo">
      <h2 id="suscripcion-titulo">
        <Mail size={24} aria-hidden="true" />
        Suscríbete al blog
      </h2>
      <p>Recibe nuestras publicaciones y desbloquea todos los artículos con tu email.</p>
      <FormStack onSubmit={onSubmit} onFocus={subscriberEmailValidation.preload} noValidate aria-label="Suscripción al blog">
        <Field label="Tu email" error={errors.email?.message}>
          {(ids) => (
            <Input
              {...ids}
              type="email"
              autoComplete="email"
              placeholder="nombre@empresa.com"
              {...register('email')}
            />
          )}
        </Field>
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Suscribiendo…' : 'Suscribirme'}
        </Button>
      </FormStack>
    </Box>
  );
}
