import { useEffect, useState, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useTheme } from 'styled-components';
import { BOTTOM_PANEL_ATTRIBUTE } from './bottom-panel.ts';

const TOAST_TEXT_COLOURS = {
  '--success-text': 'hsl(140, 100%, 21%)',
  '--error-text': 'hsl(360, 100%, 36%)',
  '--info-text': 'hsl(210, 92%, 36%)',
} as CSSProperties;

/** How far up from the viewport's bottom the marked panel reaches; 0 without one, or once it is gone. */
function useBottomPanelHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const panel = document.querySelector(`[${BOTTOM_PANEL_ATTRIBUTE}]`);
    if (!panel) return undefined;
    // Told when the panel changes size and when it leaves the page. The window's height changing
    // needs no new measure: the panel is fixed to the bottom, so how far up it reaches stays the same.
    const observer = new ResizeObserver(() => setHeight(panel.isConnected ? innerHeight - panel.getBoundingClientRect().top : 0));
    observer.observe(panel);
    return () => observer.disconnect();
  }, []);
  return height;
}

/** Sonner's toaster in the site's look; loaded with the first toast (see Toast.tsx). */
export default function SonnerToaster({ onMounted }: { onMounted: () => void }) {
  const theme = useTheme();
  const panel = useBottomPanelHeight();
  useEffect(onMounted, [onMounted]);
  return (
    <Toaster
      // Bottom, away from the sticky header: a toast must never cover the cart button whose
      // badge confirms what it says.
      position="bottom-right"
      // Sonner's own gaps (24 px, 16 px on phones), counted from the top of a bottom panel.
      offset={{ bottom: panel + 24 }}
      mobileOffset={{ bottom: panel + 16 }}
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
