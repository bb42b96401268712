import { READINESS_FUNCTION, RENDER_FUNCTION } from '@pitwall/config/page-protocol';
import { prerenderedData } from '@pitwall/ui';
import type { ReactElement } from 'react';
import { remoteRendered } from './remote-rendered.ts';

// The page says when it is ready to be prerendered (tools/prerender calls it, READINESS_FUNCTION in @pitwall/config/page-protocol):
// its remote page has rendered, none of its data is loading and no loading state is left. A page
// made any earlier would carry a spinner or miss its data; one made on a timeout could be either.
// Loaded on the prerender's visits only (its own chunk, which the prerender leaves out of the
// files a page preloads), not in a visitor's first load.

export interface Readiness {
  ready: boolean;
  /** What the page still waits for, when it is not ready. */
  waitingFor?: string;
  /** The page shows an error instead of its content: waiting longer will not make it. */
  failed?: string;
}

export function pageReadiness(): Readiness {
  const root = document.getElementById('root');
  const failed = root?.querySelector('main [role="alert"]')?.textContent;
  if (failed) return { ready: false, failed };
  if (!remoteRendered()) return { ready: false, waitingFor: 'its remote page' };
  const pending = prerenderedData.pending();
  if (pending.length > 0) return { ready: false, waitingFor: `its data (${pending.join(', ')})` };
  if (root?.querySelector('[data-loading], [aria-busy="true"]')) return { ready: false, waitingFor: 'a part still loading' };
  return { ready: true };
}

/** What the prerender calls on the page: whether it is ready, then its HTML. */
export function offerToPrerender(app: ReactElement): void {
  Object.assign(window, { [READINESS_FUNCTION]: pageReadiness, [RENDER_FUNCTION]: () => import('./render-page.tsx').then(({ renderPage }) => renderPage(app)) });
}
