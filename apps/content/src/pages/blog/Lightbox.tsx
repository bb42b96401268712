import { Button } from '@pitwall/ui';
import { Dialog } from '@pitwall/ui/dialog';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';

const Stage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.medium};
  img {
    width: 100%;
    max-height: 70vh;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.small};
  span { color: ${({ theme }) => theme.colors.inkSoft}; }
`;

export interface LightboxProps {
  images: string[];
  index: number;
  label: (index: number) => string;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A picture of the gallery in a dialog: ← → or the buttons move, Escape closes (focus returns). */
export default function Lightbox({ images, index, label, onIndexChange, onClose }: LightboxProps) {
  const move = (step: number) => onIndexChange((index + step + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={label(index)} width="min(64rem, 100%)">
      <Stage onKeyDown={onKeyDown}>
        <img src={images[index]} alt={label(index)} />
        {images.length > 1 && (
          <Controls>
            <Button variant="secondary" size="small" onClick={() => move(-1)}>
              <ChevronLeft size={18} aria-hidden="true" />
              Anterior
            </Button>
            <span aria-live="polite">
              {index + 1} / {images.length}
            </span>
            <Button variant="secondary" size="small" onClick={() => move(1)}>
              Siguiente
              <ChevronRight size={18} aria-hidden="true" />
            </Button>
          </Controls>
        )}
      </Stage>
    </Dialog>
  );
}
