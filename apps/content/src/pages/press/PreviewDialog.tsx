import type { PressResource } from '@pitwall/backend';
import { toast } from '@pitwall/ui';
import { Dialog } from '@pitwall/ui/dialog';
import styled from 'styled-components';

const Media = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.spacing.medium};
  img, video { max-width: 100%; max-height: 65vh; border-radius: ${({ theme }) => theme.radii.medium}; }
  audio { width: 100%; }
  iframe { width: 100%; height: 65vh; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radii.medium}; }
  a { color: ${({ theme }) => theme.colors.accentText}; font-weight: ${({ theme }) => theme.fontWeights.bold}; }
`;

export interface PreviewDialogProps {
  resource: PressResource;
  onClose: () => void;
}

/** The file itself in a dialog: picture, player or the PDF; a file that will not open says so. */
export default function PreviewDialog({ resource, onClose }: PreviewDialogProps) {
  const failed = () => {
    toast.error('Error al abrir la vista previa');
    onClose();
  };
  const { url, title } = resource;
  const openLink = (
    <a href={url} target="_blank" rel="noreferrer">
      Abrir el documento en una pestaña nueva
    </a>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={resource.description ?? undefined} width="min(56rem, 100%)">
      <Media>
        {resource.file_type === 'image' && <img src={url} alt={title} onError={failed} />}
        {resource.file_type === 'video' && <video src={url} controls preload="metadata" onError={failed} aria-label={title} />}
        {resource.file_type === 'audio' && <audio src={url} controls preload="metadata" onError={failed} aria-label={title} />}
        {resource.file_type === 'document' &&
          (resource.file_format?.toUpperCase() === 'PDF' ? (
            // A frame, not <object>: the site's policy allows no plugins (object-src 'none'). The link
            // comes first so the dialog's focus lands on it, not inside the frame (Escape still closes).
            <>
              {openLink}
              <iframe src={url} title={title} />
            </>
          ) : (
            openLink
          ))}
      </Media>
    </Dialog>
  );
}
