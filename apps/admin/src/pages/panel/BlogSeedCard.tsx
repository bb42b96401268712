import { getSupabase } from '@pitwall/backend';
import { createBlogPost, NoAuthenticatedUserError, type CreatedBlogPost } from '@pitwall/backend/admin';
import { Link } from '@pitwall/router';
import { Button, toast } from '@pitwall/ui';
import { Newspaper } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../ui/Card.tsx';
import { BLOG_SEED_POST } from './blog-seed-post.ts';

const DUPLICATE_KEY = '23505';

/** Writes the example post about the simulator, so a new deployment's blog has its technical facts. */
export function BlogSeedCard() {
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreatedBlogPost | null>(null);

  async function seed() {
    setBusy(true);
    try {
      setCreated(await createBlogPost(getSupabase(), BLOG_SEED_POST));
      toast.success('Publicación creada exitosamente');
    } catch (error) {
      console.error('[blog-seed]', error);
      const description =
        error instanceof NoAuthenticatedUserError
          ? error.message
          : (error as { code?: string }).code === DUPLICATE_KEY
            ? `Ya existe una publicación en /blog/${BLOG_SEED_POST.slug}.`
            : undefined;
      toast.error('No se pudo crear la publicación', { description });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card
      title="Publicaciones de ejemplo"
      icon={<Newspaper size={22} aria-hidden="true" />}
      description={`Crea y publica «${BLOG_SEED_POST.title}»: montaje en menos de 30 minutos, 850 kg y transporte de un máximo de 3,5 toneladas.`}
    >
      <div>
        <Button variant="secondary" onClick={() => void seed()} disabled={busy}>
          {busy ? 'Creando…' : 'Crear publicación de ejemplo'}
        </Button>
      </div>
      {created && (
        <p role="status">
          Publicada en <Link to={`/blog/${created.slug}`}>/blog/{created.slug}</Link>
        </p>
      )}
    </Card>
  );
}
