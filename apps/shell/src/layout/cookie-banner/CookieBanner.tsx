import { Button, IconButton, media } from '@pitwall/ui';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@pitwall/router';
import styled from 'styled-components';
import { readConsent, storeConsent, type CookieConsent } from './consent.ts';

const Banner = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.spacing.medium};
  right: ${({ theme }) => theme.spacing.medium};
  bottom: ${({ theme }) => theme.spacing.medium};
  z-index: ${({ theme }) => theme.zIndex.banner};
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  padding: ${({ theme }) => theme.spacing.large};
  padding-right: ${({ theme }) => theme.spacing.xxLarge};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  ${media.laptop} {
    left: auto;
    max-width: 30rem;
  }
  h2 { font-size: ${({ theme }) => theme.fontSizes.large}; }
  p { color: ${({ theme }) => theme.colors.inkSoft}; font-size: ${({ theme }) => theme.fontSizes.small}; }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xSmall};
`;

const Close = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.spacing.small};
  right: ${({ theme }) => theme.spacing.small};
`;

/** Shown only while no consent is stored; accept stores 'accepted', reject and X store 'rejected'. */
export function CookieBanner() {
  const [consent, setConsent] = useState(readConsent);
  if (consent) return null;

  const choose = (value: CookieConsent) => {
    storeConsent(value);
    setConsent(value);
  };

  return (
    <Banner aria-labelledby="cookie-banner-title" role="region">
      <h2 id="cookie-banner-title">Usamos cookies</h2>
      <p>
        Utilizamos cookies propias y de terceros para analizar el uso de la web y mejorar tu experiencia. Puedes
        aceptarlas o rechazarlas. Más información en nuestra <Link to="/politica-cookies">política de cookies</Link>.
      </p>
      <Buttons>
        <Button size="small" onClick={() => choose('accepted')}>
          Aceptar
        </Button>
        <Button size="small" variant="secondary" onClick={() => choose('rejected')}>
          Rechazar
        </Button>
      </Buttons>
      <Close $size="small" aria-label="Cerrar aviso de cookies" onClick={() => choose('rejected')}>
        <X size={18} aria-hidden="true" />
      </Close>
    </Banner>
  );
}
