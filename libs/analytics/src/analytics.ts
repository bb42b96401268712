import { readConsent } from './consent.ts';

// Analytics run only after the visitor accepted cookies: before that nothing is pushed to
// window.dataLayer and no tag script is requested. The consent is read at each call, so a choice
// made in the shell's banner holds at once in every remote.

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export type AnalyticsEvent =
  | { event: 'manifesto_download'; company: string; role: string }
  | { event: 'product_sheet_download'; product: string; company: string; role: string; team_size: string };

const analyticsAllowed = () => typeof window !== 'undefined' && readConsent() === 'accepted';

/** Pushes `event` to the tag manager's data layer when analytics are allowed; says whether it did. */
export function track(event: AnalyticsEvent): boolean {
  if (!analyticsAllowed()) return false;
  (window.dataLayer ??= []).push(event);
  return true;
}

let loadedContainer: string | null = null;

/**
 * Loads the tag-manager container `containerId` once, and only when analytics are allowed and an
 * id is configured (an empty id means the site runs without a tag manager).
 */
export function loadTagManager(containerId: string | undefined): void {
  if (!containerId || loadedContainer || !analyticsAllowed()) return;
  loadedContainer = containerId;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  document.head.append(script);
}
