import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { IconButton } from '../IconButton/IconButton.tsx';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(14, 15, 19, 0.6);
  z-index: ${({ theme }) => theme.zIndex.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal};
`;

const Content = styled(RadixDialog.Content)<{ $width: string }>`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(${({ $width }) => $width}, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.spacing.large};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  animation: ${fadeIn} ${({ theme }) => theme.motion.normal};
`;

const Title = styled(RadixDialog.Title)`
  font-size: ${({ theme }) => theme.fontSizes.xLarge};
  padding-right: ${({ theme }) => theme.spacing.xLarge};
`;

const Description = styled(RadixDialog.Description)`
  margin-top: ${({ theme }) => theme.spacing.xSmall};
  color: ${({ theme }) => theme.colors.inkSoft};
`;

const Close = styled(IconButton)`
  position: absolute;
  top: ${({ theme }) => theme.spacing.medium};
  right: ${({ theme }) => theme.spacing.medium};
`;

const Body = styled.div`
  margin-top: ${({ theme }) => theme.spacing.large};
`;

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens the dialog (rendered as the Radix trigger). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  width?: string;
}

/** Accessible modal dialog (focus trap, Escape, labelled title) styled with the theme. */
export function Dialog({ open, onOpenChange, trigger, title, description, children, width = '32rem' }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <Content $width={width}>
          <Title>{title}</Title>
          {description ? <Description>{description}</Description> : <RadixDialog.Description hidden />}
          <Body>{children}</Body>
          <RadixDialog.Close asChild>
            <Close $size="small" aria-label="Cerrar">
              <X size={20} aria-hidden="true" />
            </Close>
          </RadixDialog.Close>
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
