import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { media } from '@pitwall/ui';
import { PostImage } from './PostImage.tsx';

// The lightbox (a Radix dialog) loads only when a picture is opened.
const Lightbox = lazy(() => import('./Lightbox.tsx'));

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.small};
  ${media.tablet} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const Thumb = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.medium};
  overflow: hidden;
  cursor: zoom-in;
  background: none;
  img { transition: transform ${({ theme }) => theme.motion.normal}; }
  &:hover img { transform: scale(1.03); }
  @media (prefers-reduced-motion: reduce) { &:hover img { transform: none; } }
`;

export interface GalleryProps {
  images: string[];
  /** Names the pictures: 'Imagen 2 de 5 de {title}'. */
  title: string;
}

export function Gallery({ images, title }: GalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const shown = useRef<number | null>(null);
  // On close, focus goes back to the thumbnail of the picture last shown (the dialog has no
  // trigger of its own to return to). After the dialog unmounted, or its focus trap takes it back.
  useEffect(() => {
    if (open !== null) shown.current = open;
    else if (shown.current !== null) {
      thumbs.current[shown.current]?.focus();
      shown.current = null;
    }
  }, [open]);
  if (images.length === 0) return null;
  const label = (index: number) => `Imagen ${index + 1} de ${images.length} de «${title}»`;

  return (
    <section aria-labelledby="galeria-titulo">
      <h2 id="galeria-titulo">Galería</h2>
      <Grid>
        {images.map((src, index) => (
          <li key={src}>
            <Thumb
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              aria-label={`Ampliar: ${label(index)}`} onClick={() => setOpen(index)}>
              <PostImage src={src} alt="" ratio="4 / 3" />
            </Thumb>
          </li>
        ))}
      </Grid>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={open} label={label} onIndexChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
