export { NoBox, StaticIsland, type StaticIslandProps } from './StaticIsland.tsx';
