import styled from 'styled-components';

/** A button that reads like an inline link (secondary actions inside cards and forms). */
export const TextButton = styled.button.attrs({ type: 'button' })`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.accentText};
  font-size: ${({ theme }) => theme.fontSizes.small};
  text-decoration: underline;
  cursor: pointer;
  &:disabled { opacity: 0.6; cursor: progress; }
`;
