import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties, type RefObject } from 'react';
import { useTheme } from 'styled-components';

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

const TOAST_TEXT_COLOURS = {
  '--success-text': 'hsl(140, 100%, 21%)',
  '--error-text': 'hsl(360, 100%, 36%)',
  '--info-text': 'hsl(210, 92%, 36%)',
} as CSSProperties;

/**
 * How far from the viewport's bottom a panel fixed there reaches (the cookie notice), on <html>:
 * toasts stack above it instead of covering its buttons.
 */
const BOTTOM_PANEL_PROPERTY = '--bottom-panel-height';
const aboveBottomPanel = (gap: string) => ({ bottom: `calc(var(${BOTTOM_PANEL_PROPERTY}, 0px) + ${gap})` });

/** For a panel fixed at the viewport's bottom: while it is shown, toasts appear above it. */
export function useToastsAbove(panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = panel.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(BOTTOM_PANEL_PROPERTY, `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BOTTOM_PANEL_PROPERTY);
    };
  }, [panel]);
}

const SonnerToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  function ThemedToaster() {
    const theme = useTheme();
    useEffect(() => markToasterMounted(), []);
    return (
      <Toaster
        // Bottom, away from the sticky header: a toast must never cover the cart button whose
        // badge confirms what it says.
        position="bottom-right"
        // Sonner's own gaps (24 px, 16 px on phones), counted from the top of a bottom panel.
        offset={aboveBottomPanel('24px')}
        mobileOffset={aboveBottomPanel('16px')}
        closeButton
        richColors
        // Sonner's rich colours put 13 px text at 4.25–4.34:1 on their pale backgrounds; WCAG AA needs
        // 4.5:1, so the text colours are darkened (same hues).
        style={TOAST_TEXT_COLOURS}
        toastOptions={{ style: { fontFamily: theme.fonts.body } }}
        containerAriaLabel="Notificaciones"
      />
    );
  }
  return { default: ThemedToaster };
});

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
      <SonnerToaster />
    </Suspense>
  );
}
