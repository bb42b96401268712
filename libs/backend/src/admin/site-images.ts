import type { Backend } from '../client.ts';
import { SITE_IMAGES_BUCKET, siteImageOf, type SiteImage, type SiteImageSlot } from '../site-images/index.ts';
import { IMAGE_WIDTHS, renditionPath } from '../storage/image-renditions.ts';
import { IMAGE_MAX_BYTES } from './images.ts';

/** The photograph's narrowest accepted width: the largest rendition is made from it without upscaling. */
export const SITE_IMAGE_MIN_WIDTH = Math.max(...IMAGE_WIDTHS);
const LARGEST = SITE_IMAGE_MIN_WIDTH;

/** Why a photograph cannot be the hero picture, in Spanish; null when it can. */
export function siteImageProblem(file: File, size?: { width: number; height: number }, alt?: string): string | null {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return 'La foto debe ser JPEG, PNG o WebP';
  if (file.size > IMAGE_MAX_BYTES) return 'La foto no puede superar 10 MB';
  if (size && size.width < SITE_IMAGE_MIN_WIDTH) return `La foto debe medir al menos ${SITE_IMAGE_MIN_WIDTH} px de ancho (mide ${size.width} px)`;
  if (alt !== undefined && (alt.trim().length < 3 || alt.trim().length > 200)) return 'Describe la foto en 3 a 200 caracteres (texto alternativo)';
  return null;
}

const encode = (canvas: HTMLCanvasElement, type: 'image/webp' | 'image/jpeg') =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No se pudo preparar la foto'))), type, 0.82));

/** The photograph at `width` px wide, in the browser (the bucket stores what the page needs). */
async function scaled(bitmap: ImageBitmap, width: number, type: 'image/webp' | 'image/jpeg'): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = Math.round((bitmap.height * width) / bitmap.width);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return encode(canvas, type);
}

/**
 * Stores a photograph in a slot: WebP renditions at every width of IMAGE_WIDTHS and a JPEG fallback
 * at the largest, made here, uploaded under a fresh name, then the row (its URL, size and text).
 * A refused row removes the new files; a saved one removes the files it replaces (best effort).
 */
export async function saveSiteImage(client: Backend, slot: SiteImageSlot, file: File, alt: string): Promise<SiteImage> {
  const early = siteImageProblem(file, undefined, alt);
  if (early) throw new Error(early);
  const bitmap = await createImageBitmap(file);
  const problem = siteImageProblem(file, { width: bitmap.width, height: bitmap.height });
  if (problem) throw new Error(problem);
  const base = `${slot}/${crypto.randomUUID()}`;
  const files = [
    ...(await Promise.all(IMAGE_WIDTHS.map(async (width) => ({ path: renditionPath(base, width, 'webp'), blob: await scaled(bitmap, width, 'image/webp') })))),
    { path: renditionPath(base, LARGEST, 'jpg'), blob: await scaled(bitmap, LARGEST, 'image/jpeg') },
  ];
  const bucket = client.storage.from(SITE_IMAGES_BUCKET);
  const { data: previous, error: readError } = await client.from('site_images').select('image_url').eq('slot', slot).maybeSingle();
  if (readError) throw readError;
  const uploaded: string[] = [];
  try {
    for (const { path, blob } of files) {
      const { error } = await bucket.upload(path, blob, { contentType: blob.type, upsert: false });
      if (error) throw error;
      uploaded.push(path);
    }
    const row = {
      slot,
      image_url: bucket.getPublicUrl(renditionPath(base, LARGEST, 'jpg')).data.publicUrl,
      width: LARGEST,
      height: Math.round((bitmap.height * LARGEST) / bitmap.width),
      alt: alt.trim(),
    };
    const { data, error } = await client.from('site_images').upsert(row).select('image_url, width, height, alt').single();
    if (error) throw error;
    if (previous) await removeSiteImageFiles(client, previous.image_url);
    return siteImageOf(data);
  } catch (failure) {
    if (uploaded.length) await bucket.remove(uploaded).then(() => undefined, () => undefined);
    throw failure;
  }
}

/** Removes a stored picture's fallback and renditions (best effort: a file left behind is harmless). */
async function removeSiteImageFiles(client: Backend, url: string): Promise<void> {
  const path = url.split(`/${SITE_IMAGES_BUCKET}/`)[1];
  const base = path?.replace(/-\d+w\.jpg$/, '');
  if (!base || base === path) return;
  const paths = [...IMAGE_WIDTHS.map((width) => renditionPath(base, width, 'webp')), path as string];
  await client.storage.from(SITE_IMAGES_BUCKET).remove(paths).then(() => undefined, () => undefined);
}
