import { IconButton } from '@pitwall/ui';
import styled from 'styled-components';

/**
 * A row's small action as an outlined icon: it stays out of the row's way. Give it an aria-label
 * (its name for screen readers) and a title (the tooltip sighted users get).
 */
export const RowIconButton = styled(IconButton).attrs({ $size: 'small' as const })`
  display: inline-grid;
  vertical-align: middle;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.ink};
`;
