import { Outlet } from '@pitwall/router';
import styled from 'styled-components';
import { CookieBanner } from './cookie-banner/CookieBanner.tsx';
import { Footer } from './footer/Footer.tsx';
import { Header } from './header/Header.tsx';

const SkipLink = styled.a`
  position: absolute;
  left: -999px;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.banner + 1};
  padding: ${({ theme }) => theme.spacing.small};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  &:focus { left: ${({ theme }) => theme.spacing.small}; top: ${({ theme }) => theme.spacing.small}; }
`;

// The content area always fills the viewport below the nav, so when a remote's page arrives
// only content below the fold moves: no layout shift.
const Main = styled.main`
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  display: flex;
  flex-direction: column;
  & > * { flex-shrink: 0; }
`;

export function PublicLayout() {
  return (
    <>
      <SkipLink href="#contenido">Saltar al contenido</SkipLink>
      <Header />
      <Main id="contenido" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
      <CookieBanner />
    </>
  );
}
