import { useEffect, useRef } from 'react';
import { useLocation } from '@pitwall/router';

// How long a link to an anchor waits for its target, which a remote may still be downloading.
const ANCHOR_WAIT_MS = 10_000;

/**
 * Scrolls to the top on every route change (the spec's layout behaviour): smoothly, unless the
 * visitor asked the system for reduced motion. A link with a hash (/soluciones#eventos) scrolls to
 * that element instead, as soon as the page that holds it has rendered.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const behavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const pathnameChanged = previousPathname.current !== pathname;
    previousPathname.current = pathname;

    if (!hash) {
      // A change of query or hash alone (a tab of the same page) keeps the scroll position.
      if (pathnameChanged) window.scrollTo({ top: 0, left: 0, behavior });
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
