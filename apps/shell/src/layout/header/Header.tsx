import { PAGE_LIVE_ATTRIBUTE } from '@pitwall/config/page-protocol';
import { ButtonLink, Container, lineIcon, media, StaticIsland } from '@pitwall/ui';
import { Menu, X } from 'lucide';
import { useEffect, useState } from 'react';
import { NavLink, useLocation } from '@pitwall/router';
import styled from 'styled-components';
import { DemoDialogButton } from '@pitwall/leads';
import { NAV_LINKS } from '../../app/route-table.ts';
import { BrandLogo } from './BrandLogo.tsx';
import { CartButton } from './CartButton.tsx';
import { UserMenuSlot } from './UserMenuSlot.tsx';

const MenuIcon = lineIcon('menu', Menu);
const CloseIcon = lineIcon('x', X);

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.nav};
  background: rgba(255, 255, 255, 0.96);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
  ${media.tablet} { gap: ${({ theme }) => theme.spacing.medium}; }
  height: ${({ theme }) => theme.layout.navHeight};
`;

const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  /* Before the app runs (or without JavaScript) the toggle is a plain link to #menu-principal. */
  html:not([${PAGE_LIVE_ATTRIBUTE}]) &:target { display: block; }
  position: absolute;
  top: ${({ theme }) => theme.layout.navHeight};
  left: 0;
  right: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ul { list-style: none; margin: 0; padding: ${({ theme }) => theme.spacing.small}; }
  a {
    display: block;
    padding: ${({ theme }) => theme.spacing.small} ${({ theme }) => theme.spacing.medium};
    border-radius: ${({ theme }) => theme.radii.small};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  a.active { color: ${({ theme }) => theme.colors.accentText}; }
  a:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }

  ${media.laptop} {
    display: block;
    position: static;
    margin-left: auto;
    border: none;
    box-shadow: none;
    background: transparent;
    ul { display: flex; gap: ${({ theme }) => theme.spacing.xxSmall}; padding: 0; }
    a { padding: ${({ theme }) => theme.spacing.xSmall} ${({ theme }) => theme.spacing.small}; }
  }
`;

/** On a phone: the demo button and three icons (cart, account, menu) beside the logo, on one line. */
const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  margin-left: auto;
  ${media.tablet} { gap: ${({ theme }) => theme.spacing.xSmall}; }
  ${media.laptop} { margin-left: 0; }
`;

/** The blog button moves into the menu on narrow screens. */
const MobileOnly = styled.li`
  ${media.tablet} { display: none; }
`;

const BlogButton = styled(ButtonLink)`
  display: none;
  ${media.tablet} { display: inline-flex; }
`;

const MenuToggle = styled.a`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.small};
  color: inherit;
  cursor: pointer;
  ${media.laptop} { display: none; }
`;

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Any navigation (a tapped link, the back button) closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Tapped before the app took over, the toggle went to #menu-principal (see MenuToggle): open
  // the menu the React way and drop the fragment.
  useEffect(() => {
    if (window.location.hash !== '#menu-principal') return;
    setMenuOpen(true);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <Bar>
      <Row>
        <BrandLogo />
        {/* A tapped link closes the menu, even the current page's (the path does not change). */}
        <Nav id="menu-principal" aria-label="Principal" $open={menuOpen} onClick={(event) => (event.target as Element).closest('a') && setMenuOpen(false)}>
          {/* The links stay as prerendered while the page hydrates; the path they mark as current
              is watched, so they render for real after the first navigation. */}
          <StaticIsland as="ul" watch={[pathname]}>
            {NAV_LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end>
                  {label}
                </NavLink>
              </li>
            ))}
            <MobileOnly>
              <NavLink to="/blog">Nuestro Blog</NavLink>
            </MobileOnly>
          </StaticIsland>
        </Nav>
        <Actions>
          {/* The spec's blog button stays, second to the site's primary action. */}
          <BlogButton to="/blog" size="small" variant="secondary">
            Nuestro Blog
          </BlogButton>
          <DemoDialogButton size="small" />
          <CartButton />
          <UserMenuSlot />
          {/* A link to the menu, so that it opens without JavaScript too (CSS :target); once the
              app runs it is a button that toggles the menu (Enter and Space, like any button). */}
          <MenuToggle
            href="#menu-principal"
            role="button"
            aria-expanded={menuOpen}
            aria-controls="menu-principal"
            aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
            onClick={(event) => {
              event.preventDefault();
              setMenuOpen((open) => !open);
            }}
            onKeyDown={(event) => {
              if (event.key !== ' ') return;
              event.preventDefault();
              setMenuOpen((open) => !open);
            }}
          >
            {menuOpen ? <CloseIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </MenuToggle>
        </Actions>
      </Row>
    </Bar>
  );
}
