export { NowText, type NowTextProps } from './NowText.tsx';
