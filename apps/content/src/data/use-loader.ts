import type * as BackendModule from '@pitwall/backend';
import { useAsyncResource, type AsyncResource } from '@pitwall/ui';

/**
 * The backend (supabase-js with it), loaded on first use. A prerendered page hydrates from the
 * data in its HTML, so supabase-js is not needed until the page loads its data again or sends a
 * form: a static import would make the page evaluate it before it can answer.
 */
export const loadBackend = (): Promise<typeof BackendModule> => import('@pitwall/backend');

/**
 * A route's data: a plain async function of the backend and the route's params, so it can run
 * before render (on a server, in a test) as well as in the page through `useLoader`.
 */
export type Loader<Params, Data> = (backend: typeof BackendModule, params: Params) => Promise<Data>;

/**
 * Runs `loader` after render (never during it) and again whenever `params` change. `id` names the
 * data in a prerendered page (see useAsyncResource).
 */
export function useLoader<Params, Data>(loader: Loader<Params, Data>, params: Params, id: string): AsyncResource<Data> {
  return useAsyncResource(async () => loader(await loadBackend(), params), JSON.stringify(params), id);
}
