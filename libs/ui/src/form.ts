// Form controls: a separate entry, so pages without forms do not load them.
export { Field, FieldError, FormStack, Input, Select, Textarea, type FieldProps } from './components/Form/Form.tsx';
export { lazyResolver } from './components/Form/lazy-resolver.ts';
