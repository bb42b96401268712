import { useAuth } from '@pitwall/auth';
import { getRuntimeConfig } from '@pitwall/config';
import { Link, Navigate, useLocation } from '@pitwall/router';
import { Button, LoadingState, media } from '@pitwall/ui';
import { LogOut, Menu, X } from 'lucide-react';
import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { SECTION_GROUPS, SECTIONS, sectionAt, sectionUrl, type PanelSection } from './sections.tsx';

// From a laptop up: the heading and the navigation in a left column, the section beside them.
// On a phone: the heading on top, the navigation a drawer opened by the menu button.
const Layout = styled.div`
  min-height: 100vh;
  ${media.laptop} {
    display: grid;
    grid-template-columns: 15rem minmax(0, 1fr);
  }
`;

// The left column from a laptop up (the heading above the navigation, kept in view while the
// section scrolls); on a phone it is no box at all, and its two parts stand on their own.
const Column = styled.div`
  display: contents;
  ${media.laptop} {
    display: block;
    position: sticky;
    top: 0;
    height: 100vh;
    overflow-y: auto;
    background: ${({ theme }) => theme.colors.surface};
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

// The navigation in the left column, from a laptop up.
const Side = styled.div`
  display: none;
  ${media.laptop} {
    display: block;
    padding: 0 ${({ theme }) => theme.spacing.medium} ${({ theme }) => theme.spacing.medium};
  }
`;

// On a phone, the navigation in a drawer from the left (a Radix dialog: focus moves in and stays
// there, Escape closes it, focus returns to the menu button).
const Drawer = styled(Dialog.Content)`
  position: fixed;
  inset: 0 auto 0 0;
  width: min(17rem, 85vw);
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  ${media.laptop} { display: none; }
`;

const Backdrop = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(14, 15, 19, 0.5);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  ${media.laptop} { display: none; }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.spacing.medium};
  ${media.laptop} { display: none; }
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-size: ${({ theme }) => theme.fontSizes.large};
  letter-spacing: -0.02em;
  span { color: ${({ theme }) => theme.colors.accentText}; }
  small { font-weight: ${({ theme }) => theme.fontWeights.medium}; color: ${({ theme }) => theme.colors.inkSoft}; font-size: ${({ theme }) => theme.fontSizes.small}; }
`;

const Nav = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.xxSmall};
    padding: 0 ${({ theme }) => theme.spacing.small};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.inkSoft};
  }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 2px; }
  a {
    display: block;
    padding: ${({ theme }) => `${theme.spacing.xSmall} ${theme.spacing.small}`};
    border-radius: ${({ theme }) => theme.radii.small};
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
    &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.accentSoft};
      color: ${({ theme }) => theme.colors.accentText};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    }
  }
`;

const Main = styled.div`
  min-width: 0;
  padding: 0 ${({ theme }) => theme.spacing.small} ${({ theme }) => theme.spacing.xxLarge};
  ${media.laptop} { padding: ${({ theme }) => theme.spacing.medium} ${({ theme }) => theme.spacing.large} ${({ theme }) => theme.spacing.xxLarge}; }
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.small};
  padding: ${({ theme }) => theme.spacing.small};
  h1 { font-size: ${({ theme }) => theme.fontSizes.large}; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; overflow-wrap: anywhere; font-size: ${({ theme }) => theme.fontSizes.small}; }
  > div { flex: 1 1 10rem; min-width: 0; }
  ${media.laptop} {
    flex-direction: column;
    align-items: stretch;
    padding: ${({ theme }) => theme.spacing.medium};
    > div { flex: none; }
  }
`;

const MenuButton = styled(Button)`
  ${media.laptop} { display: none; }
`;

const HeaderBrand = styled.p`
  display: none;
  ${media.laptop} {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.black};
    font-size: ${({ theme }) => theme.fontSizes.large};
    letter-spacing: -0.02em;
    span { color: ${({ theme }) => theme.colors.accentText}; }
  }
`;

const CloseButton = styled.button`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${media.laptop} { display: none; }
`;

function SectionNav({ current, onNavigate }: { current: PanelSection; onNavigate: () => void }) {
  return (
    <Nav aria-label="Secciones del panel">
      {SECTION_GROUPS.map((group) => {
        const sections = SECTIONS.filter((section) => section.group === group);
        if (sections.length === 0) return null;
        return (
          <div key={group}>
            <h2>{group}</h2>
            <ul>
              {sections.map((section) => (
                <li key={section.path}>
                  <Link to={sectionUrl(section)} aria-current={section === current ? 'page' : undefined} onClick={onNavigate}>
                    {section.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </Nav>
  );
}

function SectionPage({ section }: { section: PanelSection }) {
  const { Page, loading } = section;
  return (
    <Suspense fallback={<LoadingState label={loading} />}>
      <Page />
    </Suspense>
  );
}

/**
 * The admin area: a side navigation by groups and the open section, each at its own address
 * (/admin/pedidos…; /admin opens the first). Reached only by a signed-in admin (the shell decides;
 * the database enforces).
 */
export default function AdminPanelPage() {
  const email = useAuth((state) => state.user?.email);
  const signOut = useAuth((state) => state.signOut);
  const { pathname, search } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { brand } = getRuntimeConfig();
  const section = sectionAt(pathname);

  // Any navigation (a link, the back button) closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  // An unknown address under /admin opens the panel's first section.
  if (!section) return <Navigate to={`${sectionUrl(SECTIONS[0] as PanelSection)}${search}`} replace />;

  return (
    <Layout>
      <Column>
        <Header>
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger asChild>
              <MenuButton variant="secondary" size="small" aria-label={`Secciones del panel (${section.label})`}>
                <Menu size={18} aria-hidden="true" />
                {section.label}
              </MenuButton>
            </Dialog.Trigger>
            <Dialog.Portal>
              <Backdrop />
              <Drawer aria-describedby={undefined}>
                <Brand>
                  <Dialog.Title asChild>
                    <span>
                      {brand.name}
                      <span aria-hidden="true">.</span> <small>Admin</small>
                    </span>
                  </Dialog.Title>
                  <Dialog.Close asChild>
                    <CloseButton type="button" aria-label="Cerrar el menú">
                      <X size={20} aria-hidden="true" />
                    </CloseButton>
                  </Dialog.Close>
                </Brand>
                <SectionNav current={section} onNavigate={() => setMenuOpen(false)} />
              </Drawer>
            </Dialog.Portal>
          </Dialog.Root>
          <div>
            <HeaderBrand aria-hidden="true">
              {brand.name}
              <span>.</span>
            </HeaderBrand>
            <h1>Panel de Administración</h1>
            <p>
              Conectado como <strong>{email}</strong>
            </p>
          </div>
          <Button variant="secondary" size="small" onClick={() => void signOut()}>
            <LogOut size={18} aria-hidden="true" />
            Cerrar Sesión
          </Button>
        </Header>
        <Side>
          <SectionNav current={section} onNavigate={() => setMenuOpen(false)} />
        </Side>
      </Column>
      <Main>
        <SectionPage key={section.path} section={section} />
      </Main>
    </Layout>
  );
}
