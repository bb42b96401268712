import { lazy, Suspense, useEffect, type CSSProperties } from 'react';
import { useTheme } from 'styled-components';

export interface ToastOptions {
  description?: string;
}

// One place that shows toasts, so every remote uses the single Toaster the shell renders (the
// @pitwall/ui singleton carries one copy of sonner). Sonner itself loads after the first paint:
// no toast is needed before the page is on screen.
const loadSonner = () => import('sonner');

let markToasterMounted: () => void = () => undefined;
const toasterMounted = new Promise<void>((resolve) => (markToasterMounted = resolve));

function show(kind: 'success' | 'info' | 'error', title: string, options: ToastOptions) {
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

const SonnerToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  function ThemedToaster() {
    const theme = useTheme();
    useEffect(() => markToasterMounted(), []);
    return (
      <Toaster
        position="top-right"
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

/** Rendered once, by the shell. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
