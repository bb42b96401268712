import { useAuth } from '@pitwall/auth';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@pitwall/ui/tabs';
import { ButtonLink, LoadingState } from '@pitwall/ui';
import { Navigate, useSearchParams } from '@pitwall/router';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { getRuntimeConfig } from '@pitwall/config';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing.large} ${({ theme }) => theme.spacing.medium};
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.surfaceDark} 0%, #2a1a12 100%);
`;

const Card = styled.div`
  width: min(28rem, 100%);
  padding: ${({ theme }) => theme.spacing.xLarge} ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.small};
`;

const Brand = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xLarge};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  span { color: ${({ theme }) => theme.colors.accent}; }
`;

/** Only paths of this site: never an open redirect to somewhere else. */
export function safeRedirect(target: string | null): string {
  return target && target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

export default function AuthPage() {
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get('redirect'));
  const status = useAuth((state) => state.status);
  const passwordRecovery = useAuth((state) => state.passwordRecovery);
  const { brand } = getRuntimeConfig();

  useEffect(() => {
    document.title = `Acceso · ${brand.name}`;
  }, [brand.name]);

  if (passwordRecovery) {
    return (
      <Page>
        <Card>
          <Brand>
            {brand.name}
            <span aria-hidden="true">.</span>
          </Brand>
          {status === 'loading' ? <LoadingState label="Comprobando el enlace…" /> : <NewPasswordForm redirectTo={redirectTo} />}
        </Card>
      </Page>
    );
  }
  // A session exists or just appeared: this page has nothing to do.
  if (status === 'signed-in') return <Navigate to={redirectTo} replace />;

  return (
    <Page>
      <Card>
        <Top>
          <Brand>
            {brand.name}
            <span aria-hidden="true">.</span>
          </Brand>
          <ButtonLink to="/" variant="ghost" size="small">
            <ArrowLeft size={16} aria-hidden="true" />
            Volver al inicio
          </ButtonLink>
        </Top>
        {status === 'loading' ? (
          <LoadingState label="Comprobando tu sesión…" />
        ) : (
          <Tabs defaultValue="sign-in">
            <TabsList aria-label="Acceso">
              <TabsTrigger value="sign-in">Iniciar Sesión</TabsTrigger>
              <TabsTrigger value="sign-up">Registrarse</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              <SignInForm />
            </TabsContent>
            <TabsContent value="sign-up">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        )}
      </Card>
    </Page>
  );
}
