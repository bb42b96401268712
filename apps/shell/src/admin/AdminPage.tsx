import { useAuth } from '@pitwall/auth';
import { Button, ButtonLink, LoadingState } from '@pitwall/ui';
import { useEffect } from 'react';
import styled from 'styled-components';
import { RemotePage } from '../federation/RemotePage.tsx';
import { AdminLogin } from './AdminLogin.tsx';

const Frame = styled.main`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Centered = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.spacing.medium};
`;

const Notice = styled.div`
  width: min(28rem, 100%);
  padding: ${({ theme }) => theme.spacing.xLarge};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
`;

/**
 * /admin: the shell shows the sign-in; only a signed-in admin gets the admin remote, so its code is
 * never downloaded for anyone else (the policies in the database are what really protect the data).
 */
export default function AdminPage() {
  const status = useAuth((state) => state.status);
  const isAdmin = useAuth((state) => state.isAdmin);
  const email = useAuth((state) => state.user?.email);
  const signOut = useAuth((state) => state.signOut);

  useEffect(() => {
    document.title = 'Administración · Pitwall';
  }, []);

  if (status === 'loading') return <LoadingState label="Comprobando tu sesión…" />;
  if (status === 'signed-out') return <AdminLogin />;
  if (!isAdmin) {
    return (
      <Centered>
        <Notice role="alert">
          <h1>Sin acceso al panel</h1>
          <p>La cuenta {email} no tiene permisos de administración.</p>
          <Button variant="secondary" onClick={() => void signOut()}>
            Cerrar Sesión
          </Button>
          <ButtonLink to="/" variant="ghost">
            Volver al inicio
          </ButtonLink>
        </Notice>
      </Centered>
    );
  }
  return (
    <Frame>
      <RemotePage remote="admin" page="panel" />
    </Frame>
  );
}
