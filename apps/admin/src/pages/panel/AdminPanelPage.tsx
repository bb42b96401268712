import { useAuth } from '@pitwall/auth';
import { Button, Container } from '@pitwall/ui';
import { LogOut } from 'lucide-react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => theme.spacing.xLarge} 0;
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxLarge}; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

/** The admin area. Reached only by a signed-in admin (the shell decides; the database enforces). */
export default function AdminPanelPage() {
  const email = useAuth((state) => state.user?.email);
  const signOut = useAuth((state) => state.signOut);
  return (
    <Container>
      <Header>
        <div>
          <h1>Panel de Administración</h1>
          <p>
            Conectado como <strong>{email}</strong>
          </p>
        </div>
        <Button variant="secondary" onClick={() => void signOut()}>
          <LogOut size={18} aria-hidden="true" />
          Cerrar Sesión
        </Button>
      </Header>
    </Container>
  );
}
