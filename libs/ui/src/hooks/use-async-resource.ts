import { useCallback, useEffect, useRef, useState } from 'react';
import { prerenderedData } from './prerendered-data.ts';

export type AsyncResource<T> =
  | { status: 'loading'; data: undefined; error: undefined; reload(): void }
  | { status: 'success'; data: T; error: undefined; reload(): void }
  | { status: 'error'; data: undefined; error: unknown; reload(): void };

type State<T> = { status: 'loading' | 'success' | 'error'; data?: T; error?: unknown };

/**
 * Loads data for a view with loading, error and retry states. `load` runs again when `key`
 * changes; answers that arrive after a newer request started are dropped.
 *
 * `id` names the resource for prerendering (unique on the site, e.g. 'shop/products'): a page
 * rendered into HTML starts from the data it was rendered with, shown at once, and loads it again
 * after hydration (replacing it; an error then shows the error state).
 */
export function useAsyncResource<T>(load: () => Promise<T>, key: unknown = null, id?: string): AsyncResource<T> {
  const dataId = id === undefined ? undefined : `${id}:${typeof key === 'string' ? key : JSON.stringify(key)}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>(() =>
    dataId !== undefined && prerenderedData.has(dataId) ? { status: 'success', data: prerenderedData.get(dataId) as T } : { status: 'loading' },
  );
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  // The prerendered data stays on screen while its fresh copy loads: no loading state in between.
  const keepShowing = useRef(state.status === 'success');

  useEffect(() => {
    let current = true;
    if (!keepShowing.current) setState({ status: 'loading' });
    keepShowing.current = false;
    const settled = prerenderedData.loading(dataId ?? '(unnamed resource)');
    load()
      .then(
        (data) => {
          if (!current) return;
          if (dataId !== undefined) prerenderedData.record(dataId, data);
          setState({ status: 'success', data });
        },
        (error: unknown) => current && setState({ status: 'error', error }),
      )
      .finally(settled);
    return () => {
      current = false;
      settled();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for what `load` depends on
  }, [key, attempt]);

  return { ...state, reload } as AsyncResource<T>;
}
