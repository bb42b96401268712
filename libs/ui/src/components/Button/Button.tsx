import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from '@pitwall/router';
import styled from 'styled-components';
import { buttonStyles, StyledButton, type ButtonSize, type ButtonStyleProps, type ButtonVariant } from './styled.ts';

interface StyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, StyleOptions {}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'medium', fullWidth = false, type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} type={type} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
});

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

export interface ButtonLinkProps extends LinkProps, StyleOptions {}

/** A router link that looks like a button. */
export function ButtonLink({ variant = 'primary', size = 'medium', fullWidth = false, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $fullWidth={fullWidth} {...rest} />;
}
