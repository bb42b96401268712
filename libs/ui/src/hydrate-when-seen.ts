// Parts of a prerendered page below the first screen that hydrate after it answers: an entry of
// its own, so that pages without such parts do not load it.
export { HydrateWhenSeen, type HydrateWhenSeenProps } from './components/HydrateWhenSeen/HydrateWhenSeen.tsx';
