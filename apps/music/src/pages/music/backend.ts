import type * as BackendModule from '@pitwall/backend';

/**
 * The backend (supabase-js with it), loaded on first use. The page hydrates from the data in its
 * HTML, so supabase-js is not needed until it loads its data again or saves a rating: a static
 * import would make the page evaluate it before it can answer.
 */
export const loadBackend = (): Promise<typeof BackendModule> => import('@pitwall/backend');
