/**
 * Renders the SVG artwork with sharp (librsvg, fonts through fontconfig) into the files a page's
 * `<picture>` needs: a WebP per width of IMAGE_WIDTHS and one JPEG or PNG fallback. The vector is
 * drawn once at the largest width and scaled down (Lanczos) for the others. sharp writes no
 * metadata, so the same artwork always gives the same bytes (and media-cache.ts can keep them).
 */
import sharp from 'sharp';
import { IMAGE_WIDTHS, renditionPath, type RenditionFormat } from '../../../libs/backend/src/storage/image-renditions.ts';
import type { Artwork } from './artwork.ts';
import { cachedMedia } from './media-cache.ts';

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
const ENCODER_OPTIONS = { webp: { quality: 80, effort: 2 }, jpg: { quality: 82 }, png: { compressionLevel: 9 } } as const;

interface Output {
  width: number;
  format: RenditionFormat;
}

const heightAt = (art: Artwork, width: number) => Math.round((art.height * width) / art.width);

async function render(art: Artwork, outputs: Output[]): Promise<Uint8Array[]> {
  const largest = Math.max(...outputs.map((output) => output.width));
  const { data, info } = await sharp(Buffer.from(art.svg), { density: (72 * largest) / art.width })
    .resize(largest, heightAt(art, largest))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Promise.all(
    outputs.map(async ({ width, format }) => {
      const image = sharp(data, { raw: info }).resize(width, heightAt(art, width));
      const encoded =
        format === 'webp' ? image.webp(ENCODER_OPTIONS.webp) : format === 'jpg' ? image.jpeg(ENCODER_OPTIONS.jpg) : image.png(ENCODER_OPTIONS.png);
      return new Uint8Array(await encoded.toBuffer());
    }),
  );
}

/**
 * `base` is the storage path without extension ('productos/gorra-pitwall-team'). The fallback is a
 * JPEG (a PNG for flat artwork such as a logo) at `fallbackWidth`.
 */
export async function renderImageSet(art: Artwork, base: string, fallbackFormat: 'jpg' | 'png', fallbackWidth: number): Promise<ImageSet> {
  const outputs: Output[] = [...IMAGE_WIDTHS.map((width) => ({ width, format: 'webp' as const })), { width: fallbackWidth, format: fallbackFormat }];
  const settings = JSON.stringify([sharp.versions, ENCODER_OPTIONS, outputs]);
  const encoded = await cachedMedia([art.svg, settings], () => render(art, outputs));
  const files = outputs.map(({ width, format }, i) => ({ path: renditionPath(base, width, format), bytes: encoded[i] as Uint8Array, contentType: CONTENT_TYPE[format] }));
  return { files, fallback: files[files.length - 1] as MediaFile, dimensions: `${fallbackWidth}x${heightAt(art, fallbackWidth)}` };
}
