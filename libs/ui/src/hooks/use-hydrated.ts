import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering on a server and while hydrating prerendered HTML, true afterwards (and on
 * a page rendered in the browser from the start). What depends on this browser (storage, the
 * visitor's session, today's date) renders only once it is true, so the hydrating render matches
 * the HTML exactly; React re-renders with the browser's values right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** `browserValue()` once hydrated; `serverValue` on a server and while hydrating. */
export function useBrowserValue<T>(browserValue: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, browserValue, () => serverValue);
}
