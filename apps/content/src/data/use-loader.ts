import { getSupabase, type Backend } from '@pitwall/backend';
import { useAsyncResource, type AsyncResource } from '@pitwall/ui';

/**
 * A route's data: a plain async function of the Supabase client and the route's params, so it can
 * run before render (on a server, in a test) as well as in the page through `useLoader`.
 */
export type Loader<Params, Data> = (client: Backend, params: Params) => Promise<Data>;

/**
 * Runs `loader` after render (never during it) and again whenever `params` change. `id` names the
 * data in a prerendered page (see useAsyncResource).
 */
export function useLoader<Params, Data>(loader: Loader<Params, Data>, params: Params, id: string): AsyncResource<Data> {
  return useAsyncResource(() => loader(getSupabase(), params), JSON.stringify(params), id);
}
