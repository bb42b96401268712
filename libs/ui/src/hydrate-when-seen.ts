// What prerendered parts that hydrate late need (after the visitor may have acted on them): an
// entry of its own, so that pages without such parts do not load it.
export { HydrateWhenSeen, type HydrateWhenSeenProps } from './components/HydrateWhenSeen/HydrateWhenSeen.tsx';
export { useValuesFromBeforeHydration } from './hooks/use-values-from-before-hydration.ts';
