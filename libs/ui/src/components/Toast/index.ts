export { BOTTOM_PANEL_ATTRIBUTE } from './bottom-panel.ts';
export { toast, Toaster, type ToastOptions } from './Toast.tsx';
