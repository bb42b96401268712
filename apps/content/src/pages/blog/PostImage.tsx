import { responsiveImage } from '@pitwall/backend/images';
import { Picture } from '@pitwall/ui';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';

// The picture fills the frame from the start (absolutely placed), so its box never changes size
// when the file arrives: no layout shift on a slow connection.
const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  display: grid;
  place-items: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
`;

export interface PostImageProps {
  src: string | null;
  alt: string;
  /** CSS aspect-ratio; the placeholder keeps it, so a missing image moves nothing. */
  ratio?: string;
  /** The width it takes in the layout (picks the WebP rendition); full width by default. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'auto';
  className?: string;
}

/** A post picture, or a placeholder of the same size when there is none or it fails to load. */
export function PostImage({ src, alt, ratio = '16 / 9', sizes = '100vw', loading = 'lazy', fetchPriority = 'auto', className }: PostImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== '' && failedSrc !== src;
  return (
    <Frame $ratio={ratio} className={className}>
      {showImage ? (
        <Picture
          src={src}
          webpSrcSet={responsiveImage(src).webpSrcSet}
          sizes={sizes}
          alt={alt}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <ImageOff size={40} aria-hidden="true" />
      )}
    </Frame>
  );
}
