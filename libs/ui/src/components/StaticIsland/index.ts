export { StaticIsland, type StaticIslandProps } from './StaticIsland.tsx';
