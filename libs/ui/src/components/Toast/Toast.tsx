import { lazy, Suspense, useSyncExternalStore } from 'react';

export interface ToastOptions {
  description?: string;
  /** Toasts with one id are one toast: a second shows in place of the first instead of beside it. */
  id?: string;
}

// One place that shows toasts, so every remote uses the single Toaster the shell renders (the
// @pitwall/ui singleton carries one copy of sonner). Sonner itself loads with the first toast: a
// toast always follows something the visitor did, so it is never part of a page's first load.
const loadSonner = () => import('sonner');

let markToasterMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => (markToasterMounted = resolve));

// Whether a toast has been asked for yet: the shell's <Toaster /> renders nothing until then.
let toastRequested = false;
const requestListeners = new Set<() => void>();
const subscribeToRequest = (listener: () => void) => {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
};

function show(kind: 'success' | 'info' | 'error', title: string, options: ToastOptions) {
  if (!toastRequested) {
    toastRequested = true;
    for (const listener of requestListeners) listener();
  }
  // A toast published before the Toaster subscribes would be lost: wait for it.
  void Promise.all([loadSonner(), toasterMounted]).then(([{ toast: sonnerToast }]) => {
    if (kind === 'info') sonnerToast(title, options);
    else sonnerToast[kind](title, options);
  });
}

export const toast = {
  success: (title: string, options: ToastOptions = {}) => show('success', title, options),
  info: (title: string, options: ToastOptions = {}) => show('info', title, options),
  /** Destructive style, as the spec asks for errors. */
  error: (title: string, options: ToastOptions = {}) => show('error', title, options),
};

// The toaster itself, with sonner, loads with the first toast.
const SonnerToaster = lazy(() => import('./SonnerToaster.tsx'));

/** Rendered once, by the shell; sonner's toaster appears with the first toast. */
export function Toaster() {
  const requested = useSyncExternalStore(
    subscribeToRequest,
    () => toastRequested,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster onMounted={markToasterMounted} />
    </Suspense>
  );
}
