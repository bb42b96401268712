import { COOKIE_CONSENT_KEY, storeConsent } from './consent.ts';
import { loadTagManager, track } from './analytics.ts';

const tagScripts = () => document.head.querySelectorAll('script[src*="googletagmanager.com/gtm.js"]');

beforeEach(() => {
  localStorage.clear();
  delete window.dataLayer;
});

describe('consent-gated analytics', () => {
  it('pushes nothing and loads no tag before consent, nor after a rejection', () => {
    expect(track({ event: 'manifesto_download', company: 'Acme', role: 'CEO' })).toBe(false);
    loadTagManager('GTM-ABC123');
    storeConsent('rejected');
    expect(track({ event: 'manifesto_download', company: 'Acme', role: 'CEO' })).toBe(false);
    loadTagManager('GTM-ABC123');
    expect(window.dataLayer).toBeUndefined();
    expect(tagScripts()).toHaveLength(0);
  });

  it('pushes events after consent and loads a configured container once', () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    loadTagManager('');
    expect(tagScripts()).toHaveLength(0);
    loadTagManager('GTM-ABC123');
    loadTagManager('GTM-ABC123');
    expect(tagScripts()).toHaveLength(1);
    expect(track({ event: 'product_sheet_download', product: 'Demo Day', company: 'Acme', role: 'CEO', team_size: '1-10 empleados' })).toBe(true);
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual(['gtm.js', 'product_sheet_download']);
  });
});
