import { PAGE_LIVE_ATTRIBUTE } from '@pitwall/config/page-protocol';

// The one moment of a page's life the rest of the site waits for: it answers input. Until then the
// early script keeps the visitor's clicks (apps/shell/src/page-boot) and the header's menu works as
// a plain link; tests, the prerender's tools and the field vitals read it from <html>.

/**
 * Marks the document live (PAGE_LIVE_ATTRIBUTE on <html>): by the bootstrap for a page drawn in the browser
 * (nothing to hydrate), else once the remote's page (or its fallback) has hydrated. Set once: a
 * later call (the next page of a visit) leaves it as it is.
 */
export function markPageLive(): void {
  const root = document.documentElement;
  if (!root.hasAttribute(PAGE_LIVE_ATTRIBUTE)) root.setAttribute(PAGE_LIVE_ATTRIBUTE, '');
}
