import type { BlogPostBody } from '@pitwall/backend';
import { Link } from '@pitwall/router';
import { Button, NoBox, StaticIsland } from '@pitwall/ui';
import { Field, FormStack, Input } from '@pitwall/ui/form';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { loadBackend } from '../../data/use-loader.ts';
import type { SubscriberEmail } from './subscriber-email.ts';
import { subscriberEmailValidation } from './subscriber-email-validation.ts';

export const NOT_SUBSCRIBED = 'Este email no está suscrito al blog. Por favor, suscríbete primero.';

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  margin-bottom: ${({ theme }) => theme.spacing.xxLarge};
  padding: ${({ theme }) => theme.spacing.xLarge};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  h2 { display: flex; align-items: center; gap: ${({ theme }) => theme.spacing.xSmall}; font-size: ${({ theme }) => theme.fontSizes.xLarge}; }
  h2 svg { color: ${({ theme }) => theme.colors.accentText}; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; }
  a { color: ${({ theme }) => theme.colors.accentText}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

const Refused = styled.p`
  padding: ${({ theme }) => theme.spacing.small} ${({ theme }) => theme.spacing.medium};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.dangerSoft};
  && { color: ${({ theme }) => theme.colors.danger}; }
`;

export interface PostGateProps {
  slug: string;
  onUnlock: (body: BlogPostBody) => void;
}

/**
 * The subscriber check. The server returns the body only for a subscribed e-mail, so the unlock is
 * real; it lives in the page's state and ends with this page view.
 */
export function PostGate({ slug, onUnlock }: PostGateProps) {
  const [refused, setRefused] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SubscriberEmail>({ resolver: subscriberEmailValidation.resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setRefused(false);
    // A failed check counts as "not subscribed" (the spec's rule).
    const body = await loadBackend()
      .then(({ getPostBody, getSupabase }) => getPostBody(getSupabase(), slug, email))
      .catch((error: unknown) => {
        console.error('[blog] subscription check failed', error);
        return null;
      });
    if (body) onUnlock(body);
    else setRefused(true);
  });

  return (
    <Panel aria-labelledby="acceso-titulo">
      {/* Text and a link: kept as prerendered while the page hydrates. */}
      <StaticIsland as={NoBox}>
        <h2 id="acceso-titulo">
          <Lock size={24} aria-hidden="true" />
          Contenido para suscriptores
        </h2>
        <p>
          Esta publicación requiere una suscripción al blog. Introduce el email con el que te suscribiste para leerla. ¿Aún
          no estás suscrito? <Link to="/blog#suscripcion">Suscríbete gratis</Link>.
        </p>
      </StaticIsland>
      <FormStack onSubmit={onSubmit} onFocus={subscriberEmailValidation.preload} noValidate aria-label="Acceso para suscriptores">
        <Field label="Email de suscriptor" error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" placeholder="nombre@empresa.com" {...register('email')} />}
        </Field>
        {refused && <Refused role="alert">{NOT_SUBSCRIBED}</Refused>}
        <Button type="submit" fullWidth disabled={isSubmitting}>
          {isSubmitting ? 'Comprobando…' : 'Leer la publicación'}
        </Button>
      </FormStack>
    </Panel>
  );
}
