// Cookie consent and consent-gated analytics: one instance shared by the shell (the banner) and
// the remotes (the events), as a Module Federation singleton.
export { COOKIE_CONSENT_KEY, readConsent, storeConsent, type CookieConsent } from './consent.ts';
export { loadTagManager, track, type AnalyticsEvent } from './analytics.ts';
