import type { RouteTable } from '../app/route-table.ts';
import { PRERENDER_FLAG } from '../prerender/prerendered-page.ts';
import { matchRoute } from './route-pattern.ts';

// Field performance, measured by visitors' browsers (issue #25). It lives in the shell because
// only the shell knows all a report names: the route pattern the page matched (the router's
// table), the remote that drew it and its release version (/remotes.json), and the moment the page
// became live; the remotes need no change. Nothing here runs on import or while rendering (the app
// renders in Node too), and web-vitals is fetched only after the page is live, when the browser
// is idle.

let landing: { table: RouteTable; pathname: string } | null = null;
let started = false;

/** Bootstrap, once: the router's table and the address the page was loaded at (the one measured). */
export function measureLanding(table: RouteTable | null): void {
  // The prerender's own visits are not visitors'.
  if (table && !(PRERENDER_FLAG in window)) landing = { table, pathname: location.pathname };
}

/**
 * The remote's page (or its fallback) is on the screen and answers: marks the document live,
 * html[data-page-ready], and the first time, on a page of a remote's route, starts reporting its
 * vitals with this moment as its time to interactive (HYDRATED). For a prerendered page that is
 * the moment it hydrated, when html[data-page-ready] is first set; a page rendered in the browser
 * (no HTML to hydrate) is marked live earlier by the bootstrap, and becomes interactive here.
 */
export function markPageLive(): void {
  document.documentElement.dataset['pageReady'] = '';
  if (started) return;
  started = true;
  const route = landing ? matchRoute(landing.table, landing.pathname) : null;
  if (!route) return;
  const hydratedAt = performance.now();
  const start = () => void import('./report-vitals.ts').then(({ reportVitals }) => reportVitals(route, hydratedAt)).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 0);
}
