import { PRERENDER_FLAG } from '../prerender/prerendered-page.ts';

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
 * The remote's page (or its fallback) is on the screen and answers: marks the document live,
 * html[data-page-ready]. The first time, on a page of a remote's route (`page`), starts reporting
 * its vitals with this moment as its time to interactive (HYDRATED): for a prerendered page, when
 * it hydrated, which is when html[data-page-ready] is first set; a page rendered in the browser (no
 * HTML to hydrate) is marked live earlier by the bootstrap, and becomes interactive here. Only the
 * page the visitor landed on is measured.
 */
export function markPageLive(page?: MeasuredPage): void {
  document.documentElement.dataset['pageReady'] = '';
  // The prerender's own visits are not visitors'.
  if (started || PRERENDER_FLAG in window) return;
  started = true;
  if (!page) return;
  const hydratedAt = performance.now();
  const start = () => void import(/* webpackChunkName: "vitals" */ './report-vitals.ts').then((module) => module.reportVitals(page, hydratedAt), () => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 1);
}
