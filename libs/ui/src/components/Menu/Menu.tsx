import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import styled from 'styled-components';

/**
 * Non-modal by default: a modal menu aria-hides the rest of the page while its links stay
 * focusable (axe: aria-hidden-focus). Escape, an outside click and leaving the menu close it anyway.
 */
export function Menu(props: RadixMenu.DropdownMenuProps) {
  return <RadixMenu.Root modal={false} {...props} />;
}
export const MenuTrigger = RadixMenu.Trigger;
export const MenuPortal = RadixMenu.Portal;

export const MenuContent = styled(RadixMenu.Content)`
  min-width: 14rem;
  padding: ${({ theme }) => theme.spacing.xxSmall};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay};
`;

export const MenuLabel = styled(RadixMenu.Label)`
  padding: ${({ theme }) => theme.spacing.xSmall} ${({ theme }) => theme.spacing.small};
`;

export const MenuItem = styled(RadixMenu.Item)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xSmall};
  padding: ${({ theme }) => theme.spacing.xSmall} ${({ theme }) => theme.spacing.small};
  border-radius: ${({ theme }) => theme.radii.small};
  cursor: pointer;
  outline: none;
  &[data-highlighted] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

export const MenuSeparator = styled(RadixMenu.Separator)`
  height: 1px;
  margin: ${({ theme }) => theme.spacing.xxSmall} 0;
  background: ${({ theme }) => theme.colors.border};
`;
