import * as RadixTabs from '@radix-ui/react-tabs';
import styled from 'styled-components';

export const Tabs = RadixTabs.Root;

export const TabsList = styled(RadixTabs.List)`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${({ theme }) => theme.spacing.xxSmall};
  padding: ${({ theme }) => theme.spacing.xxSmall};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const TabsTrigger = styled(RadixTabs.Trigger)`
  min-height: 2.5rem;
  border: none;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.inkSoft};
  cursor: pointer;
  &[data-state='active'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

export const TabsContent = styled(RadixTabs.Content)`
  padding-top: ${({ theme }) => theme.spacing.large};
`;
