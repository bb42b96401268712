import { Dialog } from '@pitwall/ui/dialog';
import styled from 'styled-components';
import { StoredPicture } from '../../features/media/StoredPicture.tsx';

const Image = styled(StoredPicture)`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.medium};
`;

export interface LocationDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  imageUrl: string;
  variantName: string;
}

export default function LocationDialog({ open, onOpenChange, imageUrl, variantName }: LocationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Ver ubicación en el circuito" description={variantName} width="48rem">
      <Image src={imageUrl} alt={`Ubicación de ${variantName} en el circuito`} sizes="(min-width: 48rem) 46rem, 100vw" />
    </Dialog>
  );
}
