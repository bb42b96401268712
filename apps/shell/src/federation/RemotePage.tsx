import { ErrorBoundary, ErrorState, LoadingState } from '@pitwall/ui';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from '@pitwall/router';
import { measurePage, type MeasuredPage } from '../field-vitals/measure-page.ts';
import { markPageLive } from '../page-lifecycle/page-live.ts';
import { markRemoteRendered } from '../prerender/remote-rendered.ts';
import { pageLoad } from './page-loads.tsx';
import type { RemoteName } from './remote-registry.ts';

const AREA_LABEL: Record<RemoteName, string> = {
  marketing: 'Esta sección',
  commerce: 'La tienda',
  content: 'El blog y la sala de prensa',
  music: 'La sección de música',
  admin: 'El panel de administración',
};

/**
 * Marks the document live once the page is (hydrated or rendered, or its fallback shown);
 * `rendered`, the remote page itself (for the prerender's readiness); `path` and `remote`, the
 * route its field performance is reported under (field-vitals/measure-page.ts).
 * Renders nothing, so the prerendered HTML is the same with it.
 */
function PageReady({ rendered = false, path, remote }: { rendered?: boolean } & Partial<MeasuredPage>) {
  useEffect(() => {
    markPageLive();
    measurePage(path && remote ? { path, remote } : undefined);
    if (rendered) markRemoteRendered();
  }, [rendered, path, remote]);
  return null;
}

/** The Spanish fallback of a part of the site that did not load, with a retry. */
export function UnavailableState({ area = AREA_LABEL.marketing, onRetry }: { area?: string; onRetry: () => void }) {
  return (
    <ErrorState
      title={`${area} no está disponible en este momento`}
      message="No hemos podido cargar esta parte de la web. El resto sigue funcionando: puedes reintentarlo o seguir navegando."
      onRetry={onRetry}
    />
  );
}

export interface RemotePageProps {
  remote: RemoteName;
  page: string;
  /** The route pattern it is on, under which the page reports its field performance; none for the admin panel. */
  path?: string;
}

/** A page that lives in a remote, with its own loading state and a Spanish fallback with retry. */
export function RemotePage({ remote, page, path }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const load = pageLoad(remote, page, attempt);
  // Drawn at once when its code is here already (preloaded at start-up): nothing suspends, and the
  // page hydrates in the same pass as the shell around it.
  load.shown ??= load.ready ?? load.lazy;
  const Page = load.shown;

  return (
    <ErrorBoundary
      resetKeys={[pathname, attempt]}
      onError={(error) => console.error(`[${remote}]`, error)}
      fallback={() => (
        <>
          <UnavailableState area={AREA_LABEL[remote]} onRetry={() => setAttempt((value) => value + 1)} />
          <PageReady path={path} remote={remote} />
        </>
      )}
    >
      <Suspense fallback={<LoadingState />}>
        <Page />
        <PageReady rendered path={path} remote={remote} />
      </Suspense>
    </ErrorBoundary>
  );
}
