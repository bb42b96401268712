import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PageModule {
  default: ComponentType;
}

/** A page of a remote's `pages` module: lazy, and able to start loading its code before it renders. */
export type PreloadablePage = LazyExoticComponent<ComponentType> & { preload(): Promise<PageModule> };

/**
 * A remote's page, its code in a chunk of its own that loads on first render or, earlier, through
 * `preload`: the shell preloads the page being visited at start-up, so its code is there when the
 * hydration reaches it. Both ways share one request.
 */
export function lazyPage(load: () => Promise<PageModule>): PreloadablePage {
  let loading: Promise<PageModule> | undefined;
  const preload = () => (loading ??= load());
  return Object.assign(lazy(preload), { preload });
}
