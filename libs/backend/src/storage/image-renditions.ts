/**
 * Pictures stored with renditions: one WebP per width in IMAGE_WIDTHS for `srcset`, and one JPEG or
 * PNG fallback, all named `<base>-<width>w.<ext>`. The database stores the fallback's URL
 * (products.image_url, blog_posts.featured_image, press_resources.file_path…); a page finds the WebP
 * set from it. A picture uploaded without renditions (no `-<width>w` suffix) is shown as it is.
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;

export type RenditionFormat = 'webp' | 'jpg' | 'png';

export function renditionPath(base: string, width: number, format: RenditionFormat): string {
  return `${base}-${width}w.${format}`;
}

const FALLBACK_NAME = /^(.+)-(\d+)w\.(jpg|png)$/;

/** Splits a fallback's path or URL into its base, width and format; null for a plain picture. */
export function parseFallbackPath(path: string): { base: string; width: number; format: 'jpg' | 'png' } | null {
  const match = FALLBACK_NAME.exec(path);
  return match ? { base: match[1] as string, width: Number(match[2]), format: match[3] as 'jpg' | 'png' } : null;
}

export interface ResponsiveImage {
  /** The stored URL, for `<img src>` in browsers without WebP. */
  src: string;
  /** `srcset` of the WebP renditions, or null when the picture has none. */
  webpSrcSet: string | null;
}

export function responsiveImage(url: string): ResponsiveImage {
  const base = parseFallbackPath(url)?.base;
  if (!base) return { src: url, webpSrcSet: null };
  return { src: url, webpSrcSet: IMAGE_WIDTHS.map((width) => `${renditionPath(base, width, 'webp')} ${width}w`).join(', ') };
}
