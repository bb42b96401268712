import { displayName, useAuth } from '@pitwall/auth';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuPortal, MenuSeparator, MenuTrigger } from '@pitwall/ui/menu';
import { LogOut, Settings } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';

const ProfileDialog = lazy(() => import('./ProfileDialog.tsx'));

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.spacing.xSmall} 0 ${({ theme }) => theme.spacing.xxSmall};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Name = styled.span`
  display: none;
  max-width: 10rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  @media (min-width: 640px) { display: inline; }
`;

const Identity = styled.span`
  display: grid;
  strong { font-size: ${({ theme }) => theme.fontSizes.medium}; }
  span { font-size: ${({ theme }) => theme.fontSizes.small}; color: ${({ theme }) => theme.colors.muted}; }
`;

export default function SignedInMenu() {
  const user = useAuth((state) => state.user);
  const profile = useAuth((state) => state.profile);
  const signOut = useAuth((state) => state.signOut);
  const [profileOpen, setProfileOpen] = useState(false);

  if (!user) return null;

  const name = displayName({ nombre: profile?.nombre, apellidos: profile?.apellidos, email: user.email });
  return (
    <>
      <Menu>
        <MenuTrigger asChild>
          <Trigger type="button" aria-label={`Menú de usuario: ${name}`}>
            <Avatar aria-hidden="true">{name.charAt(0).toUpperCase()}</Avatar>
            <Name>{name}</Name>
          </Trigger>
        </MenuTrigger>
        <MenuPortal>
          <MenuContent align="end" sideOffset={8}>
            <MenuLabel>
              <Identity>
                <strong data-testid="user-menu-name">{name}</strong>
                <span>{user.email}</span>
              </Identity>
            </MenuLabel>
            <MenuSeparator />
            <MenuItem onSelect={() => setProfileOpen(true)}>
              <Settings size={16} aria-hidden="true" />
              Configuración
            </MenuItem>
            <MenuItem onSelect={() => void signOut()}>
              <LogOut size={16} aria-hidden="true" />
              Cerrar Sesión
            </MenuItem>
          </MenuContent>
        </MenuPortal>
      </Menu>
      {profileOpen && (
        <Suspense fallback={null}>
          <ProfileDialog open={profileOpen} onOpenChange={setProfileOpen} />
        </Suspense>
      )}
    </>
  );
}
