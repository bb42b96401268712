export { toast, Toaster, useToastsAbove, type ToastOptions } from './Toast.tsx';
