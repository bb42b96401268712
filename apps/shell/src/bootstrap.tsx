import { readRuntimeConfig, setRuntimeConfig } from '@pitwall/config';
import { isPrerenderVisit } from '@pitwall/config/page-protocol';
import { securityMonitor } from '@pitwall/monitoring';
import { startTransition, StrictMode } from 'react';
import { routeTable } from './app/route-table.ts';
import { RemoteUnavailableError, remotesAtStartup } from './federation/remote-registry.ts';
import { preloadPageAt } from './federation/page-loads.tsx';
import { markPageLive } from './page-lifecycle/page-live.ts';
import { prerenderedPage } from './prerender/prerendered-page.ts';
import { startup } from './startup.ts';

/** The error and what caused it, and so on. */
const causes = (error: unknown): unknown[] => (error instanceof Error && error.cause !== undefined ? [error, ...causes(error.cause)] : [error]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The router comes from the remotes' route lists. Without /remotes.json the shell still serves its
// own pages (and says the rest is unavailable) rather than calling every address a 404.
const routes = remotesAtStartup().then(routeTable, (error: unknown) => {
  console.error(error);
  return null;
});
void routes.then((table) => table && preloadPageAt(table, window.location.pathname));

/**
 * A new task, so that the browser can paint and answer input between two pieces of start-up work.
 * A message rather than a timer: a profile (Lighthouse's time per script) counts a timer's task for
 * the script that set the first timer of the chain, that is whichever chunk happened to arrive last
 * (React DOM's or this one); a message's task starts in this file's function, so the start-up's
 * evaluation is always counted here, and React DOM's figure is its own work (hydrating).
 */
const tasks = new MessageChannel();
const nextTask = () =>
  new Promise<void>((resolve) => {
    tasks.port1.onmessage = () => resolve();
    tasks.port2.postMessage(0);
  });

// styled-components, the UI library, React DOM and the app's own code are evaluated one per task
// rather than all in one long task: each is in the entry or this chunk already ('eager': no request
// of its own), and runs when imported.
const loadReactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');
async function loadCode() {
  await nextTask();
  // Its set-up takes over the prerendered page's styles (rehydration).
  await import(/* webpackMode: "eager" */ 'styled-components');
  await nextTask();
  const { prerenderedData } = await import(/* webpackMode: "eager" */ '@pitwall/ui');
  await nextTask();
  const reactDom = await loadReactDom();
  await nextTask();
  const { App } = await import(/* webpackMode: "eager" */ './app/App.tsx');
  await nextTask();
  return { ...reactDom, App, prerenderedData };
}

Promise.all([startup.runtimeConfig, routes, loadCode()])
  .then(([data, table, { App, createRoot, hydrateRoot, prerenderedData }]) => {
    const config = readRuntimeConfig(data);
    setRuntimeConfig(config);
    // Once for the whole site: the remotes share this monitor (a federation singleton).
    securityMonitor.start({ url: `${config.supabase.url}/functions/v1/security-event-logger`, anonKey: config.supabase.anonKey });
    const app = (
      <StrictMode>
        <App routes={table} />
      </StrictMode>
    );
    if (isPrerenderVisit(window)) {
      // The prerender (tools/prerender) asks whether the page is ready, then for its HTML: code of
      // its own chunk, which no visitor loads (the name keeps it out of a page's preloads).
      prerenderedData.startRecording();
      void import(/* webpackChunkName: "prerender-only" */ './prerender/readiness.ts').then(({ offerToPrerender }) => offerToPrerender(app));
    }
    // Without the routes (no /remotes.json) the app cannot be the one that made the HTML.
    const page = table ? prerenderedPage(container) : null;
    if (page) {
      // HTML made by the prerender for this very address: React adopts it instead of redrawing it.
      prerenderedData.load(page.data);
      // As a transition, hydration yields to the browser every few milliseconds instead of being
      // one long task: the page answers input while it hydrates (React hydrates at once whatever
      // is clicked or typed into first).
      startTransition(() => {
        hydrateRoot(container, app, {
          onRecoverableError: (error) => {
            // A remote that does not load is drawn again in the browser with its fallback (expected);
            // any other redraw is HTML the app did not render the same way: a bug to fix.
            if (causes(error).some((cause) => cause instanceof RemoteUnavailableError)) console.warn('[remote]', error);
            else console.error('[hydration]', error);
          },
        });
      });
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
      // Nothing to hydrate: what is drawn from now on works at once.
      markPageLive();
    }
  })
  .catch(async (error: unknown) => {
    // Without its configuration the site cannot work: say so plainly instead of a blank page.
    console.error(error);
    const { createRoot } = await loadReactDom();
    const root = createRoot(container);
    container.replaceChildren();
    root.render(
      <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1.5rem', maxWidth: '40rem', margin: '0 auto' }}>
        <h1>La web no está disponible en este momento</h1>
        <p>Estamos teniendo un problema técnico. Vuelve a intentarlo en unos minutos.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Reintentar
        </button>
      </main>,
    );
  });
