import { parseRuntimeConfig, setRuntimeConfig } from '@pitwall/config';
import { securityMonitor } from '@pitwall/monitoring';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { routeTable } from './app/route-table.ts';
import { remotesAtStartup } from './federation/remote-registry.ts';
import { startup } from './startup.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// The router comes from the remotes' route lists. Without /remotes.json the shell still serves its
// own pages (and says the rest is unavailable) rather than calling every address a 404.
const routes = remotesAtStartup().then(routeTable, (error: unknown) => {
  console.error(error);
  return null;
});

Promise.all([startup.runtimeConfig, routes])
  .then(([data, table]) => {
    const config = parseRuntimeConfig(data);
    setRuntimeConfig(config);
    // Once for the whole site: the remotes share this monitor (a federation singleton).
    securityMonitor.start({ url: `${config.supabase.url}/functions/v1/security-event-logger`, anonKey: config.supabase.anonKey });
    root.render(
      <StrictMode>
        <App routes={table} />
      </StrictMode>,
    );
  })
  .catch((error: unknown) => {
    // Without its configuration the site cannot work: say so plainly instead of a blank page.
    console.error(error);
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
