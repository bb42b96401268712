export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from './Button.tsx';
export type { ButtonSize, ButtonVariant } from './styled.ts';
