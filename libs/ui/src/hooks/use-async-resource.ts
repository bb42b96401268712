import { useCallback, useEffect, useRef, useState } from 'react';
import { prerenderedData } from './prerendered-data.ts';
import { whenIdle } from '../when-idle.ts';

/**
 * `reloading`: the data shown is being loaded again because someone asked (`reload()`: a refresh
 * button, a retry); the quiet check of prerendered data once the browser is idle does not set it.
 * `refreshError`: the data shown (prerendered, or loaded before) could not be loaded again; it stays
 * on screen and the page says so with a retry (StaleDataNotice) instead of emptying itself.
 */
export type AsyncResource<T> =
  | { status: 'loading'; data: undefined; error: undefined; reloading?: undefined; refreshError?: undefined; reload(): void }
  | { status: 'success'; data: T; error: undefined; reloading?: boolean; refreshError?: unknown; reload(): void }
  | { status: 'error'; data: undefined; error: unknown; reloading?: undefined; refreshError?: undefined; reload(): void };

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

type State<T> = { status: 'loading' | 'success' | 'error'; data?: T; error?: unknown; reloading?: boolean; refreshError?: unknown };

/**
 * Loads data for a view with loading, error and retry states. `load` runs again when `key`
 * changes; answers that arrive after a newer request started are dropped.
 *
 * `id` names the resource for prerendering (unique on the site, e.g. 'shop/products'): a page
 * rendered into HTML starts from the data it was rendered with, shown at once, and loads it again
 * once the browser is idle after hydrating (replacing it). A failed load keeps whatever data is on screen for the same
 * `key` (marked with `refreshError`); the error state is only for a view with nothing to show.
 */
export function useAsyncResource<T>(load: () => Promise<T>, key: unknown = null, id?: string): AsyncResource<T> {
  const dataId = id === undefined ? undefined : `${id}:${typeof key === 'string' ? key : JSON.stringify(key)}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>(() =>
    dataId !== undefined && prerenderedData.has(dataId) ? { status: 'success', data: prerenderedData.get(dataId) as T } : { status: 'loading' },
  );
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  // Data on screen for this key (prerendered, or loaded before a retry) stays while its fresh copy
  // loads, and when that fails: no loading or error state in between.
  const shownKey = useRef<{ key: unknown } | null>(state.status === 'success' ? { key } : null);
  // Data the page was prerendered with is loaded again when the browser is idle, not in the effects
  // of the hydration itself: loading it evaluates supabase-js, which would hold up the rest of the
  // page (below, still hydrating) from answering.
  const fromHtml = useRef(state.status === 'success');

  useEffect(() => {
    let current = true;
    const keep = shownKey.current !== null && Object.is(shownKey.current.key, key);
    if (!keep) {
      shownKey.current = null;
      setState({ status: 'loading' });
    }
    const settled = prerenderedData.loading(dataId ?? '(unnamed resource)');
    // The check of prerendered data once the browser is idle is silent: nobody asked for it, so
    // nothing shows it (a refresh button stays enabled), and the same data again renders nothing.
    const silent = fromHtml.current;
    const run = () => {
      if (keep && !silent) setState((shown) => ({ ...shown, reloading: true }));
      load()
        .then(
          (data) => {
            if (!current) return;
            if (dataId !== undefined) prerenderedData.record(dataId, data);
            shownKey.current = { key };
            setState((shown) => {
              if (!keep || shown.status !== 'success' || !sameJson(shown.data, data)) return { status: 'success', data };
              // The same data again keeps the same object: nothing that shows it renders again.
              const unchanged = shown.reloading !== true && shown.refreshError === undefined;
              return unchanged ? shown : { status: 'success', data: shown.data as T };
            });
          },
          (error: unknown) => {
            if (!current) return;
            if (keep) console.error('[data] reloading failed; the data already shown stays', error);
            setState((shown) => (keep && shown.status === 'success' ? { ...shown, reloading: false, refreshError: error } : { status: 'error', error }));
          },
        )
        .finally(settled);
    };
    const cancel = silent ? whenIdle(run) : (run(), undefined);
    fromHtml.current = false;
    return () => {
      current = false;
      cancel?.();
      settled();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for what `load` depends on
  }, [key, attempt]);

  return { ...state, reload } as AsyncResource<T>;
}
