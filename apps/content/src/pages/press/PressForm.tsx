import { limitMessage } from '@pitwall/backend/leads/errors';
import { PRESS_REQUEST_TYPES as REQUEST_TYPES } from '@pitwall/backend/press/request-types';
import { Button, toast } from '@pitwall/ui';
import { Field, FormStack, Input, lazyResolver, Select, Textarea } from '@pitwall/ui/form';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { loadBackend } from '../../data/use-loader.ts';
import type { PressRequestValues } from './press-request-schema.ts';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  @media (min-width: 640px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

// The schema (and zod) load when the form is first focused or sent, not with the press room.
const validation = lazyResolver<PressRequestValues>(() =>
  Promise.all([import('./press-request-schema.ts'), import('@hookform/resolvers/zod')]).then(([{ pressRequestSchema }, { zodResolver }]) => zodResolver(pressRequestSchema)),
);

const EMPTY: PressRequestValues = { nombre: '', medio: '', email: '', telefono: '', tipo_solicitud: '', mensaje: '' };

/** The press request: stored first, then the press inbox is told; a failed mail loses nothing. */
export function PressForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PressRequestValues>({ resolver: validation.resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { getSupabase, sendPressRequest } = await loadBackend();
      await sendPressRequest(getSupabase(), { ...values, telefono: values.telefono || null });
      toast.success('Solicitud enviada correctamente. Te contactaremos pronto.');
      reset(EMPTY);
    } catch (error) {
      console.error('[press] request failed', error);
      toast.error((await limitMessage(error)) ?? 'Error al enviar la solicitud. Inténtalo de nuevo.');
    }
  });

  return (
    <FormStack onSubmit={onSubmit} onFocus={validation.preload} noValidate aria-label="Solicitud de prensa">
      <Row>
        <Field label="Nombre" error={errors.nombre?.message}>
          {(ids) => <Input {...ids} autoComplete="name" {...register('nombre')} />}
        </Field>
        <Field label="Medio de comunicación" error={errors.medio?.message}>
          {(ids) => <Input {...ids} autoComplete="organization" {...register('medio')} />}
        </Field>
      </Row>
      <Row>
        <Field label="Email" error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Field label="Teléfono (opcional)" error={errors.telefono?.message}>
          {(ids) => <Input {...ids} type="tel" autoComplete="tel" {...register('telefono')} />}
        </Field>
      </Row>
      <Field label="Tipo de solicitud" error={errors.tipo_solicitud?.message}>
        {(ids) => (
          <Select {...ids} {...register('tipo_solicitud')}>
            <option value="" disabled>
              Selecciona una opción
            </option>
            {Object.entries(REQUEST_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Mensaje" error={errors.mensaje?.message}>
        {(ids) => <Textarea {...ids} rows={5} {...register('mensaje')} />}
      </Field>
      <Button type="submit" fullWidth disabled={isSubmitting}>
        {isSubmitting ? 'Enviando…' : 'Enviar solicitud'}
      </Button>
    </FormStack>
  );
}
