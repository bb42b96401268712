import styled from 'styled-components';

/** A round, borderless button around an icon. Give it an aria-label: it has no text. */
export const IconButton = styled.button.attrs({ type: 'button' })<{ $size?: 'small' | 'medium' }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size = 'medium' }) => ($size === 'small' ? '2.25rem' : '2.5rem')};
  height: ${({ $size = 'medium' }) => ($size === 'small' ? '2.25rem' : '2.5rem')};
  padding: 0;
  border: none;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &:disabled { opacity: 0.4; cursor: not-allowed; }
`;
