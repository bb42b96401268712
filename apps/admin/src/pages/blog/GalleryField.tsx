import { getSupabase } from '@pitwall/backend';
import { IMAGE_ACCEPT, imageProblem, uploadBlogImage } from '@pitwall/backend/admin';
import { Button } from '@pitwall/ui';
import { Field, Input } from '@pitwall/ui/form';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

const Pictures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.spacing.small};
  list-style: none;
  padding: 0;
  li { display: grid; gap: ${({ theme }) => theme.spacing.xxSmall}; }
  img { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; border-radius: ${({ theme }) => theme.radii.small}; background: ${({ theme }) => theme.colors.surfaceAlt}; }
`;

/**
 * The post's gallery: pictures are uploaded as soon as they are chosen (several at once) and their
 * addresses kept in the form; saving the post stores the list.
 */
export function GalleryField({ images, error, onChange }: { images: string[]; error?: string; onChange: (images: string[]) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);

  const add = async (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = '';
    const refused = files.map(imageProblem).find(Boolean);
    setProblem(refused ?? null);
    if (refused) return;
    setUploading(files.length);
    try {
      const uploaded = await Promise.all(files.map((file) => uploadBlogImage(getSupabase(), file)));
      onChange([...images, ...uploaded.map((picture) => picture.url)]);
    } catch {
      setProblem('No se pudo subir alguna imagen. Inténtalo de nuevo.');
    } finally {
      setUploading(0);
    }
  };

  return (
    <div className="full">
      <Field
        label="Galería (opcional)"
        hint={uploading ? `Subiendo ${uploading === 1 ? '1 imagen' : `${uploading} imágenes`}…` : 'Imágenes que se muestran bajo el artículo: PNG, JPEG, WebP o GIF de hasta 10 MB cada una.'}
        error={problem ?? error}
      >
        {(ids) => <Input {...ids} type="file" multiple accept={IMAGE_ACCEPT} disabled={uploading > 0} onChange={(event) => void add(event.target)} />}
      </Field>
      {images.length > 0 && (
        <Pictures aria-label="Imágenes de la galería">
          {images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={`Imagen ${index + 1} de la galería`} />
              <Button type="button" variant="secondary" size="small" onClick={() => onChange(images.filter((other) => other !== url))}>
                <Trash2 size={16} aria-hidden="true" />
                Quitar imagen {index + 1}
              </Button>
            </li>
          ))}
        </Pictures>
      )}
    </div>
  );
}
