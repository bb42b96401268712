import { responsiveImage } from '@pitwall/backend';
import type { ImgHTMLAttributes } from 'react';
import styled from 'styled-components';

// The <img> stays the layout box its container styles (grid item, object-fit…).
const Picture = styled.picture`
  display: contents;
`;

export interface StoredPictureProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> {
  src: string;
  alt: string;
  /** The width the picture takes in the layout, so the browser fetches the rendition it needs. */
  sizes: string;
}

/** A picture from storage: its WebP renditions when it has them, the stored file otherwise. */
export function StoredPicture({ src, alt, sizes, ...img }: StoredPictureProps) {
  const { webpSrcSet } = responsiveImage(src);
  if (!webpSrcSet) return <img src={src} alt={alt} {...img} />;
  return (
    <Picture>
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />
      <img src={src} alt={alt} {...img} />
    </Picture>
  );
}
