import { Container, formatYear, media, NowText, StaticIsland } from '@pitwall/ui';
import { getRuntimeConfig } from '@pitwall/config';
import { Link } from '@pitwall/router';
import styled from 'styled-components';
import { LEGAL_LINKS, QUICK_LINKS } from '../../app/route-table.ts';

const Wrapper = styled.footer`
  background: ${({ theme }) => theme.colors.surfaceDark};
  /* A page may close on a dark band: the accent line keeps it apart from the footer. */
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onDark};
  padding: ${({ theme }) => theme.spacing.xxLarge} 0 ${({ theme }) => theme.spacing.xLarge};
  a { color: ${({ theme }) => theme.colors.onDark}; text-decoration: none; }
  a:hover { color: ${({ theme }) => theme.colors.accent}; text-decoration: underline; }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xLarge};
  grid-template-columns: 1fr;
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); }
  ${media.laptop} { grid-template-columns: 1.4fr 1fr 1fr 1fr; }
`;

const Column = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.small};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    color: ${({ theme }) => theme.colors.onDarkMuted};
    margin-bottom: ${({ theme }) => theme.spacing.small};
  }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.spacing.xSmall}; }
  address { font-style: normal; display: grid; gap: ${({ theme }) => theme.spacing.xSmall}; }
`;

const Brand = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xLarge};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  span { color: ${({ theme }) => theme.colors.accent}; }
`;

const Tagline = styled.p`
  margin-top: ${({ theme }) => theme.spacing.small};
  color: ${({ theme }) => theme.colors.onDarkMuted};
  max-width: 22rem;
`;

const Social = styled.ul`
  margin-top: ${({ theme }) => theme.spacing.medium} !important;
  display: flex !important;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.small} !important;
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.spacing.xxLarge};
  padding-top: ${({ theme }) => theme.spacing.large};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.medium};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.onDarkMuted};
`;

export function Footer() {
  const { brand } = getRuntimeConfig();
  return (
    <Wrapper>
      <Container>
        {/* Text and links only: on a prerendered page the columns stay as they are while it hydrates
            (their links are followed in the page, as a router <Link> would), on every route. */}
        <StaticIsland as={Columns} watch={[JSON.stringify(brand)]}>
          <Column>
            <Brand>
              {brand.name}
              <span aria-hidden="true">.</span>
            </Brand>
            <Tagline>Bienestar emocional, cohesión de equipo y resultados medibles con simuladores de Fórmula 1.</Tagline>
            <Social aria-label="Redes sociales">
              {brand.social.map(({ network, url }) => (
                <li key={network}>
                  <a href={url} target="_blank" rel="noopener noreferrer">
                    {network}
                  </a>
                </li>
              ))}
            </Social>
          </Column>
          <Column>
            <h2>Enlaces rápidos</h2>
            <ul>
              {QUICK_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </Column>
          <Column>
            <h2>Contacto</h2>
            <address>
              <span>
                {brand.address.street}
                <br />
                {brand.address.postalCode} {brand.address.city}, {brand.address.country}
              </span>
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
              <a href={`https://wa.me/${brand.whatsapp.number}`} target="_blank" rel="noopener noreferrer">
                WhatsApp {brand.whatsapp.display}
              </a>
            </address>
          </Column>
          <Column>
            <h2>Legal</h2>
            <ul>
              {LEGAL_LINKS.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
              <li>
                <Link to="/auth">Admin</Link>
              </li>
            </ul>
          </Column>
        </StaticIsland>
        <Bottom>
          {/* This year on the visitor's day, a page prerendered last year too. */}
          <span>
            © <NowText>{formatYear}</NowText> {brand.legalName} · CIF {brand.taxId}
          </span>
          <span>{brand.registry}</span>
        </Bottom>
      </Container>
    </Wrapper>
  );
}
