export { HydrateWhenSeen, type HydrateWhenSeenProps } from './HydrateWhenSeen.tsx';
