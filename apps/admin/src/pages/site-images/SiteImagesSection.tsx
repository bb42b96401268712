import { getSupabase } from '@pitwall/backend';
import { saveSiteImage, SITE_IMAGE_MIN_WIDTH, siteImageProblem } from '@pitwall/backend/admin';
import { getSiteImage } from '@pitwall/backend/site-images';
import { Button, LoadingState, toast, useAsyncResource } from '@pitwall/ui';
import { Field, FormStack, Input } from '@pitwall/ui/form';
import { ImageIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Card } from '../../ui/Card.tsx';

const Current = styled.img`
  width: 100%;
  max-width: 32rem;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/**
 * The home page's hero picture: a photograph the admins replace (the simulator, a team in it, an
 * event). Saved, the home page shows it on the next visit and its prerendered HTML follows within
 * minutes (the table announces the change: README "Fresh pages"). Until one is set, the drawing.
 */
export default function SiteImagesSection() {
  const current = useAsyncResource(() => getSiteImage('home-hero'));
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const refused = file ? siteImageProblem(file, undefined, alt) : 'Elige una foto';
    setProblem(refused);
    if (refused || !file) return;
    setSaving(true);
    try {
      await saveSiteImage(getSupabase(), 'home-hero', file, alt);
      toast.success('Foto de portada guardada', { description: 'La página de inicio ya la muestra.' });
      setFile(null);
      setAlt('');
      current.reload();
    } catch (error) {
      console.error('[admin] site image', error);
      const message = error instanceof Error && error.message ? error.message : 'Inténtalo de nuevo.';
      toast.error('No se pudo guardar la foto', { description: message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title="Foto de portada"
      icon={<ImageIcon aria-hidden="true" />}
      description="La imagen grande de la página de inicio. Sin foto, se muestra la ilustración del circuito."
    >
      {current.status === 'loading' && <LoadingState label="Cargando la foto actual…" />}
      {current.status === 'success' &&
        (current.data ? <Current src={current.data.src} alt={current.data.alt} width={current.data.width} height={current.data.height} /> : <p>Todavía no hay foto: la portada muestra la ilustración.</p>)}
      <FormStack onSubmit={save} noValidate aria-label="Cambiar la foto de portada">
        <Field label="Nueva foto *" hint={`JPEG, PNG o WebP de al menos ${SITE_IMAGE_MIN_WIDTH} px de ancho y hasta 10 MB.`} error={problem ?? undefined}>
          {(ids) => <Input {...ids} type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />}
        </Field>
        <Field label="Texto alternativo *" hint="Qué se ve en la foto, para quien no puede verla.">
          {(ids) => <Input {...ids} value={alt} maxLength={200} onChange={(event) => setAlt(event.target.value)} />}
        </Field>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando...' : 'Guardar foto'}
        </Button>
      </FormStack>
    </Card>
  );
}
