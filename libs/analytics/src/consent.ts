/** Brand-prefixed key of the cookie consent in localStorage. */
export const COOKIE_CONSENT_KEY = 'pitwall-cookie-consent';

export type CookieConsent = 'accepted' | 'rejected';

export function readConsent(): CookieConsent | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(value: CookieConsent): void {
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // Storage blocked (private mode): the choice holds for this page view only.
  }
}
