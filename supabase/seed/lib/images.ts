/**
 * Renders the SVG artwork with sharp (librsvg, fonts through fontconfig) into the files a page's
 * `<picture>` needs: a WebP per width of IMAGE_WIDTHS and one JPEG or PNG fallback. The vector is
 * drawn once at the largest width and scaled down (Lanczos) for the others. sharp writes no
 * metadata, so the same artwork always gives the same bytes.
 */
import sharp from 'sharp';
import { IMAGE_WIDTHS, renditionPath, type RenditionFormat } from '../../../libs/backend/src/storage/image-renditions.ts';
import type { Artwork } from './artwork.ts';

export interface MediaFile {
  path: string;
  bytes: Uint8Array;
  contentType: string;
}

export interface ImageSet {
  /** Every file to upload, the fallback last. */
  files: MediaFile[];
  /** The file the database points at. */
  fallback: MediaFile;
  /** The fallback's size, 'WxH'. */
  dimensions: string;
}

const CONTENT_TYPE = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;

/**
 * `base` is the storage path without extension ('productos/gorra-pitwall-team'). The fallback is a
 * JPEG (a PNG for flat artwork such as a logo) at `fallbackWidth`.
 */
export async function renderImageSet(art: Artwork, base: string, fallbackFormat: 'jpg' | 'png', fallbackWidth: number): Promise<ImageSet> {
  const heightAt = (width: number) => Math.round((art.height * width) / art.width);
  const largest = Math.max(...IMAGE_WIDTHS, fallbackWidth);
  const { data, info } = await sharp(Buffer.from(art.svg), { density: (72 * largest) / art.width })
    .resize(largest, heightAt(largest))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encode = async (width: number, format: RenditionFormat): Promise<MediaFile> => {
    const image = sharp(data, { raw: info }).resize(width, heightAt(width));
    const encoded =
      format === 'webp'
        ? image.webp({ quality: 80, effort: 2 })
        : format === 'jpg'
          ? image.jpeg({ quality: 82 })
          : image.png({ compressionLevel: 9 });
    return { path: renditionPath(base, width, format), bytes: new Uint8Array(await encoded.toBuffer()), contentType: CONTENT_TYPE[format] };
  };
  const files = await Promise.all([...IMAGE_WIDTHS.map((width) => encode(width, 'webp')), encode(fallbackWidth, fallbackFormat)]);
  return { files, fallback: files[files.length - 1] as MediaFile, dimensions: `${fallbackWidth}x${heightAt(fallbackWidth)}` };
}
