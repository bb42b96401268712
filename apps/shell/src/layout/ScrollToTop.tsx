import { useEffect, useRef } from 'react';
import { useLocation } from '@pitwall/router';

// How long a link to an anchor waits for its target, which a remote may still be downloading.
const ANCHOR_WAIT_MS = 10_000;

/**
 * Scrolls to the top on every route change (the spec's layout behaviour), not on the page's own
 * load (a visitor who scrolls while a prerendered page hydrates stays where they are): smoothly, unless the
 * visitor asked the system for reduced motion. A link with a hash (/soluciones#eventos) scrolls to
 * that element instead, as soon as the page that holds it has rendered.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    // The first run is the page's load (or its hydration): the browser has placed the page itself
    // (at the top, where a reload or Back left it, or where the visitor scrolled while it loaded).
    const firstRun = previousPathname.current === null;
    const pathnameChanged = previousPathname.current !== pathname;
    previousPathname.current = pathname;

    if (!hash) {
      // A change of query or hash alone (a tab of the same page) keeps the scroll position.
      if (pathnameChanged && !firstRun) window.scrollTo({ top: 0, left: 0, behavior });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView({ behavior, block: 'start' });
      return target !== null;
    };
    if (scrollToTarget()) return;
    const observer = new MutationObserver(() => {
      if (scrollToTarget()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), ANCHOR_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [pathname, hash]);

  return null;
}
