export { iconSvgAttributes, lineIcon, shapesMarkup, type LineIconProps } from './LineIcon.tsx';
