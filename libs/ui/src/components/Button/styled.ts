import styled, { css } from 'styled-components';
import { media } from '../../theme/theme.ts';

/** inverse: the secondary look on a dark band. */
export type ButtonVariant = 'primary' | 'secondary' | 'inverse' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.accentStrong}; }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  `,
  inverse: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.onDark};
    border-color: ${({ theme }) => theme.colors.onDark};
    &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.12); }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) { background: rgba(127, 127, 127, 0.12); }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
  `,
};

const sizes = {
  small: css`
    padding: ${({ theme }) => `${theme.spacing.xxSmall} ${theme.spacing.small}`};
    font-size: ${({ theme }) => theme.fontSizes.small};
    min-height: 2.25rem;
  `,
  medium: css`
    padding: ${({ theme }) => `${theme.spacing.xSmall} ${theme.spacing.large}`};
    min-height: 2.75rem;
  `,
  large: css`
    padding: ${({ theme }) => `${theme.spacing.small} ${theme.spacing.large}`};
    min-height: 3.25rem;
    ${media.tablet} {
      padding: ${({ theme }) => `${theme.spacing.small} ${theme.spacing.xLarge}`};
      font-size: ${({ theme }) => theme.fontSizes.large};
    }
  `,
};

export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  /* A pill reads on one line: a label that would not fit is a copy problem, not a wrap. */
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast}, transform ${({ theme }) => theme.motion.fast};
  &:active:not(:disabled) { transform: translateY(1px); }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
`;

export const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
