export { toast, Toaster, type ToastOptions } from './Toast.tsx';
