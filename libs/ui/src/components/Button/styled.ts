import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
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
    padding: ${({ theme }) => `${theme.spacing.small} ${theme.spacing.xLarge}`};
    font-size: ${({ theme }) => theme.fontSizes.large};
    min-height: 3.25rem;
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
