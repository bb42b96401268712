import { loadTagManager, readConsent, storeConsent, type CookieConsent } from '@pitwall/analytics';
import { getRuntimeConfig } from '@pitwall/config';
import { BOTTOM_PANEL_ATTRIBUTE, Button, IconButton, lineIcon, media, useBrowserValue } from '@pitwall/ui';
import { X } from 'lucide';
import { useEffect, useState } from 'react';
import { Link } from '@pitwall/router';
import styled from 'styled-components';

const CloseIcon = lineIcon('x', X);

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

const startTagManager = () => loadTagManager(getRuntimeConfig().integrations.tagManagerId);

/**
 * Shown only while no consent is stored; accept stores 'accepted', reject and X store 'rejected'.
 * The tag manager starts on 'Aceptar', or on load when the visitor accepted before.
 */
export function CookieBanner() {
  // The stored choice is this browser's: a prerendered page shows the banner (a first visit, the
  // common case, sees it at once); hydration removes it when a choice is stored.
  const stored = useBrowserValue(readConsent, null);
  const [chosen, setConsent] = useState<CookieConsent | null>(null);
  useEffect(startTagManager, []);
  if (chosen || stored) return null;

  const choose = (value: CookieConsent) => {
    storeConsent(value);
    setConsent(value);
    startTagManager();
  };

  return (
    // Toasts appear above it, never over its buttons.
    <Banner aria-labelledby="cookie-banner-title" role="region" {...{ [BOTTOM_PANEL_ATTRIBUTE]: '' }}>
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
        <CloseIcon size={18} aria-hidden="true" />
      </Close>
    </Banner>
  );
}
