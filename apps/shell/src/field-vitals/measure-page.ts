import { isPrerenderVisit } from '@pitwall/config/page-protocol';

// Field performance, measured by visitors' browsers (issue #25). It lives in the shell because
// only the shell knows all a report names: the route pattern the page is on (the router's table),
// the remote that drew it and its release version (/remotes.json), and the moment the page became
// live; the remotes need no change. Nothing here runs on import or while rendering (the app renders
// in Node too), and the reporting (report-vitals.ts, with web-vitals) is fetched only once the page
// is live, when the browser is idle.

/** A remote's page: its route pattern ('/blog/:slug', never the address) and the remote. */
export interface MeasuredPage {
  path: string;
  remote: string;
}

let started = false;

/**
 * Called when a remote's page (or its fallback) is live (page-lifecycle/page-live.ts). The first
 * time, on a page of a remote's route (`page`), starts reporting its vitals with this moment as its
 * time to interactive (HYDRATED): for a prerendered page, when it hydrated, which is when the page
 * first became live; a page rendered in the browser (no HTML to hydrate) was marked live earlier by
 * the bootstrap, and becomes interactive here. Only the page the visitor landed on is measured.
 */
export function measurePage(page?: MeasuredPage): void {
  // The prerender's own visits are not visitors'.
  if (started || isPrerenderVisit(window)) return;
  started = true;
  if (!page) return;
  const hydratedAt = performance.now();
  const start = () => void import(/* webpackChunkName: "vitals" */ './report-vitals.ts').then((module) => module.reportVitals(page, hydratedAt), () => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 1);
}
