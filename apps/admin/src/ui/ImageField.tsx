import { IMAGE_ACCEPT, imageProblem } from '@pitwall/backend/admin';
import { Button } from '@pitwall/ui';
import { Field, Input } from '@pitwall/ui/form';
import { ImageOff, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.small};
  img, .none {
    width: 8rem;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .none { display: grid; place-items: center; color: ${({ theme }) => theme.colors.inkSoft}; }
`;

/**
 * A picture of the item being edited: the stored one, or a file chosen to replace it (uploaded when
 * the form is saved, so cancelling leaves nothing behind). Type and size are checked here and by the bucket.
 */
export function ImageField({
  label,
  currentAlt,
  currentUrl,
  file,
  onFile,
  onRemove,
}: {
  /** e.g. 'Imagen del producto (opcional)'. */
  label: string;
  /** The stored picture's alternative text, e.g. 'Imagen actual del producto'. */
  currentAlt: string;
  currentUrl: string;
  file: File | null;
  onFile: (file: File | null) => void;
  onRemove: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreviewUrl(null);
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = previewUrl ?? currentUrl;
  return (
    <div className="full">
      <Field label={label} hint="PNG, JPEG, WebP o GIF de hasta 10 MB." error={problem ?? undefined}>
        {(ids) => (
          <Input
            {...ids}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              const refusal = chosen && imageProblem(chosen);
              setProblem(refusal);
              onFile(refusal ? null : chosen);
              if (refusal) event.target.value = '';
            }}
          />
        )}
      </Field>
      <Preview>
        {shown ? (
          <img src={shown} alt={file ? 'Vista previa de la nueva imagen' : currentAlt} />
        ) : (
          <span className="none">
            <ImageOff size={28} aria-label="Sin imagen" />
          </span>
        )}
        {shown && (
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() => {
              onFile(null);
              onRemove();
            }}
          >
            <Trash2 size={16} aria-hidden="true" />
            Quitar imagen
          </Button>
        )}
      </Preview>
    </div>
  );
}
