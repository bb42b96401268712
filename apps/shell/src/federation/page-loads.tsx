import type { PageModule, PreloadablePage } from '@pitwall/ui';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteTable } from '../app/route-table.ts';
import { loadRemotePages, type RemoteName } from './remote-registry.ts';

// A remote page's code, loaded once per remote, page and attempt and kept for the rest of the visit,
// so moving between two pages of the same remote never shows the loading state again. Apart from
// RemotePage (and its UI) so that the bootstrap can start the visited page's load before the UI's
// code has run.

interface PageLoad {
  /** Suspends until the code is here. */
  lazy: LazyExoticComponent<ComponentType>;
  /** The page itself, once its code is here. */
  ready?: ComponentType;
  /** What RemotePage draws for it: fixed by its first render, so a later one never swaps it (a remount). */
  shown?: ComponentType;
}

const loads = new Map<string, PageLoad>();

// Types only: this module runs before the UI library's code has (see above).
const canPreload = (page: ComponentType): page is ComponentType & Pick<PreloadablePage, 'preload'> =>
  typeof (page as { preload?: unknown }).preload === 'function';

async function loadPage(remote: RemoteName, page: string, attempt: number): Promise<PageModule> {
  const pages = await loadRemotePages(remote, { retry: attempt > 0 });
  const Page = pages[page];
  if (!Page) throw new Error(`«${remote}» no tiene la página «${page}»`);
  // A page made with lazyPage (@pitwall/ui) loads its own chunk here. A remote's page that cannot
  // (an older release) is lazy itself: React.lazy must resolve to a plain component, so it is
  // wrapped, and suspends again inside the same boundary.
  if (canPreload(Page)) return Page.preload();
  return { default: () => <Page /> };
}

/** The load of a remote's page, started on first call. */
export function pageLoad(remote: RemoteName, page: string, attempt: number): PageLoad {
  const key = `${remote}/${page}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    const loading = loadPage(remote, page, attempt);
    const created: PageLoad = { lazy: lazy(() => loading) };
    // A failure is shown by RemotePage's boundary when the page renders.
    loading.then(({ default: component }) => (created.ready = component), () => undefined);
    loads.set(key, (load = created));
  }
  return load;
}

/**
 * Starts loading the code of the page at `pathname`, beside the shell's own: the hydration then
 * finds it there instead of waiting for the remote's entry, its pages and the page's chunk one
 * after another.
 */
export async function preloadPageAt(table: RouteTable, pathname: string): Promise<void> {
  const { matchPath } = await import(/* webpackMode: "eager" */ '@pitwall/router');
  const route = [...table.layout, ...table.standalone].find(({ path }) => matchPath(path, pathname));
  if (route) pageLoad(route.remote, route.page, 0);
}
