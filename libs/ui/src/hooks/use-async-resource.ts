import { useCallback, useEffect, useState } from 'react';

export type AsyncResource<T> =
  | { status: 'loading'; data: undefined; error: undefined; reload(): void }
  | { status: 'success'; data: T; error: undefined; reload(): void }
  | { status: 'error'; data: undefined; error: unknown; reload(): void };

/**
 * Loads data for a view with loading, error and retry states. `load` runs again when `key`
 * changes; answers that arrive after a newer request started are dropped.
 */
export function useAsyncResource<T>(load: () => Promise<T>, key: unknown = null): AsyncResource<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ status: 'loading' | 'success' | 'error'; data?: T; error?: unknown }>({ status: 'loading' });
  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'success', data }),
      (error: unknown) => current && setState({ status: 'error', error }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for what `load` depends on
  }, [key, attempt]);

  return { ...state, reload } as AsyncResource<T>;
}
