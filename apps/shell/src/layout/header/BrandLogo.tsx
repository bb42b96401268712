import { getRuntimeConfig } from '@pitwall/config';
import { media } from '@pitwall/ui';
import { Link } from '@pitwall/router';
import styled from 'styled-components';

const Logo = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.large};
  ${media.tablet} { font-size: ${({ theme }) => theme.fontSizes.xLarge}; }
  letter-spacing: 0.01em;
  text-transform: uppercase;
  text-decoration: none;
  span { color: ${({ theme }) => theme.colors.accentText}; }
`;

/** The brand's name as the link home (header, checkout's brand bar). */
export function BrandLogo() {
  const { brand } = getRuntimeConfig();
  return (
    <Logo to="/" aria-label={`${brand.name} — inicio`}>
      {brand.name}
      <span aria-hidden="true">.</span>
    </Logo>
  );
}
