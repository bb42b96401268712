import { getSupabase } from '@pitwall/backend';
import { IMAGE_ACCEPT, imageProblem, uploadProductImage } from '@pitwall/backend/admin';
import { Button } from '@pitwall/ui';
import { Field, Input } from '@pitwall/ui/form';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.small};
  img {
    width: 8rem;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/**
 * A variant's map of the circuit ("Ver ubicación en el circuito" on /tienda). The file is uploaded as
 * soon as it is chosen and its address goes into the form; saving the product stores it.
 */
export function VariantLocationImage({
  index,
  url,
  error,
  onChange,
}: {
  index: number;
  url: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    const refusal = imageProblem(file);
    setProblem(refusal);
    if (refusal) {
      input.value = '';
      return;
    }
    setUploading(true);
    try {
      onChange((await uploadProductImage(getSupabase(), file)).url);
    } catch {
      setProblem('No se pudo subir la imagen. Inténtalo de nuevo.');
      input.value = '';
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="full">
      <Field
        label={`Imagen de ubicación de la variante ${index + 1} (opcional)`}
        hint={uploading ? 'Subiendo la imagen…' : 'El plano del circuito con la ubicación: PNG, JPEG, WebP o GIF de hasta 10 MB.'}
        error={problem ?? error}
      >
        {(ids) => <Input {...ids} type="file" accept={IMAGE_ACCEPT} disabled={uploading} onChange={(event) => void choose(event.target)} />}
      </Field>
      {url && (
        <Preview>
          <img src={url} alt={`Imagen de ubicación de la variante ${index + 1}`} />
          <Button type="button" variant="secondary" size="small" onClick={() => onChange('')}>
            <Trash2 size={16} aria-hidden="true" />
            Quitar imagen de ubicación
          </Button>
        </Preview>
      )}
    </div>
  );
}
