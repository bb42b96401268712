import { useAuth } from '@pitwall/auth';
import { Button, Container, media } from '@pitwall/ui';
import { LogOut } from 'lucide-react';
import styled from 'styled-components';
import { AdminBootstrapCard } from './AdminBootstrapCard.tsx';
import { BlogSeedCard } from './BlogSeedCard.tsx';
import { DomainVerificationCard } from './DomainVerificationCard.tsx';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => theme.spacing.xLarge} 0;
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxLarge}; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; overflow-wrap: anywhere; }
`;

const Tools = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
  padding-bottom: ${({ theme }) => theme.spacing.xxLarge};
  ${media.laptop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.large};
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
      <Tools>
        <Side>
          <AdminBootstrapCard />
          <BlogSeedCard />
        </Side>
        <DomainVerificationCard />
      </Tools>
    </Container>
  );
}
