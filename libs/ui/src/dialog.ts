// Separate entry so the Radix dialog stays off the first load of pages that never open one.
export { Dialog, type DialogProps } from './components/Dialog/index.ts';
