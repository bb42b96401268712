export { MADE_AT_ID, NowText, type NowTextProps } from './NowText.tsx';
