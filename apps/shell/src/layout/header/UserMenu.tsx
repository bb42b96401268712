import { useAuth } from '@pitwall/auth';
import { lazy } from 'react';
import { SignInLink, UserMenuPlaceholder } from './SignInLink.tsx';

// The dropdown (Radix menu, profile dialog) is only for signed-in users.
const SignedInMenu = lazy(() => import('./SignedInMenu.tsx'));

/** The user menu: 'Iniciar Sesión' when signed out, the account menu when signed in. */
export default function UserMenu() {
  const status = useAuth((state) => state.status);
  if (status === 'loading') return <UserMenuPlaceholder />;
  if (status === 'signed-out') return <SignInLink />;
  return <SignedInMenu />;
}
