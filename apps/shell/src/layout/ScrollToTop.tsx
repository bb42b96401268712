import { useEffect } from 'react';
import { useLocation } from '@pitwall/router';

/** Smoothly scrolls to the top on every route change (the spec's layout behaviour). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
