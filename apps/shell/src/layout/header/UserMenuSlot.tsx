import { UserRound } from 'lucide-react';
import { Link } from '@pitwall/router';
import styled from 'styled-components';

const SignInLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  padding: ${({ theme }) => theme.spacing.xSmall};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

/** The user menu: signed out, a link to /auth. */
export function UserMenuSlot() {
  return (
    <SignInLink to="/auth">
      <UserRound size={20} aria-hidden="true" />
      Iniciar Sesión
    </SignInLink>
  );
}
