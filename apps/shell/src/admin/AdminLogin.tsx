import { zodResolver } from '@hookform/resolvers/zod';
import { getAuthStore, useAuth } from '@pitwall/auth';
import { getRuntimeConfig } from '@pitwall/config';
import { Button, ButtonLink, toast } from '@pitwall/ui';
import { Field, FormStack, Input } from '@pitwall/ui/form';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import * as z from 'zod';

const schema = z.object({
  email: z.string().trim().min(1, 'Introduce tu email').pipe(z.email('Por favor, introduce un email válido')),
  password: z.string().min(1, 'Introduce tu contraseña'),
});
type Values = z.infer<typeof schema>;

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing.medium};
  background: ${({ theme }) => theme.colors.surfaceDark};
`;

const Card = styled.div`
  width: min(24rem, 100%);
  padding: ${({ theme }) => theme.spacing.xLarge};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  h1 { font-size: ${({ theme }) => theme.fontSizes.title}; }
`;

// The site's wordmark (as in the header): the company's name and the accent's full stop.
const Brand = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-size: ${({ theme }) => theme.fontSizes.xLarge};
  letter-spacing: -0.03em;
  span { color: ${({ theme }) => theme.colors.accentText}; }
`;

/**
 * 'Acceso autorizado' only once the role is known and is admin: a signed-in user without the role
 * sees the 'Sin acceso al panel' notice instead of a success that is not one.
 */
function announceAccess() {
  const store = getAuthStore();
  return new Promise<void>((resolve) => {
    const check = () => {
      const { status, isAdmin } = store.getState();
      if (status === 'loading') return false;
      if (status === 'signed-in' && isAdmin) toast.success('Acceso autorizado');
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = store.subscribe(() => check() && unsubscribe());
  });
}

/** Admin sign-in; Enter in the password field submits (it is a plain form). */
export function AdminLogin() {
  const { brand } = getRuntimeConfig();
  const signIn = useAuth((state) => state.signIn);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const result = await signIn(email, password, { notify: false });
    if (result.ok) void announceAccess();
    else if (result.unexpected) toast.error('Error de conexión');
    else if (result.code === 'invalid_credentials') toast.error('Credenciales incorrectas');
    else toast.error(result.message);
  });

  return (
    <Page>
      <Card>
        <Brand>
          {brand.name}
          <span aria-hidden="true">.</span>
        </Brand>
        <h1>Administración</h1>
        <FormStack onSubmit={onSubmit} noValidate aria-label="Acceso de administración">
          <Field label="Email" error={errors.email?.message}>
            {(ids) => <Input {...ids} type="email" autoComplete="username" {...register('email')} />}
          </Field>
          <Field label="Contraseña" error={errors.password?.message}>
            {(ids) => <Input {...ids} type="password" autoComplete="current-password" {...register('password')} />}
          </Field>
          <Button type="submit" fullWidth disabled={isSubmitting}>
            {isSubmitting ? 'Accediendo…' : 'Acceder'}
          </Button>
        </FormStack>
        <ButtonLink to="/" variant="ghost" size="small">
          Volver al inicio
        </ButtonLink>
      </Card>
    </Page>
  );
}
