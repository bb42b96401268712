import { responsiveImage } from '@pitwall/backend/images';
import { Picture, type PictureProps } from '@pitwall/ui';

export type StoredPictureProps = Omit<PictureProps, 'webpSrcSet'>;

/** A picture from storage: its WebP renditions when it has them, the stored file otherwise. */
export function StoredPicture({ src, ...props }: StoredPictureProps) {
  return <Picture src={src} webpSrcSet={responsiveImage(src).webpSrcSet} {...props} />;
}
