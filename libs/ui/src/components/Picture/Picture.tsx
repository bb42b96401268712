import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';

// The <img> stays the layout box its container styles (grid item, object-fit…).
const Frame = styled.picture`
  display: contents;
`;

export interface PictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  alt: string;
  /** WebP renditions (`srcset`), or null when the picture has none: then the plain <img>. */
  webpSrcSet: string | null;
  /** The width the picture takes in the layout, so the browser fetches the rendition it needs. */
  sizes: string;
}

/** A picture in WebP at the width the layout needs, with its stored file as the fallback. */
export function Picture({ src, alt, webpSrcSet, sizes, ...img }: PictureProps) {
  if (!webpSrcSet) return <img src={src} alt={alt} {...img} />;
  return (
    <Frame>
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      <img src={src} alt={alt} {...img} />
    </Frame>
  );
}
