import { useEffect } from 'react';
import { useLocation } from '@pitwall/router';

/**
 * Scrolls to the top on every route change (the spec's layout behaviour): smoothly, unless the
 * visitor asked the system for reduced motion.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  }, [pathname]);
  return null;
}
