import { Link } from '@pitwall/router';
import { lineIcon, media } from '@pitwall/ui';
import { UserRound } from 'lucide';
import styled from 'styled-components';

const UserIcon = lineIcon('user-round', UserRound);

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.spacing.xSmall};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

/** A phone's header shows the icon only: the link keeps its name (aria-label) on every width. */
const Label = styled.span`
  display: none;
  ${media.tablet} { display: inline; }
`;

/** The user menu when signed out: a link to /auth. */
export function SignInLink() {
  return (
    <StyledLink to="/auth" aria-label="Iniciar Sesión">
      <UserIcon size={20} aria-hidden="true" />
      <Label>Iniciar Sesión</Label>
    </StyledLink>
  );
}

/** Same footprint while the session is being checked, so the header does not jump. */
export const UserMenuPlaceholder = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
