import { getRuntimeConfig } from '@pitwall/config';
import { monitoredFetch } from '@pitwall/monitoring';
import type { Tables } from '../database.types.ts';
import { responsiveImage } from '../storage/image-renditions.ts';

// The site's replaceable pictures (table site_images), read by the public pages with one GET to the
// REST API and no supabase-js: the home page's first load stays as light as it was.

export const SITE_IMAGE_SLOTS = ['home-hero'] as const;
export type SiteImageSlot = (typeof SITE_IMAGE_SLOTS)[number];

/** The bucket the panel stores them in, with WebP renditions beside each JPEG fallback. */
export const SITE_IMAGES_BUCKET = 'site-images';

export interface SiteImage {
  src: string;
  webpSrcSet: string | null;
  width: number;
  height: number;
  alt: string;
}

type Row = Pick<Tables<'site_images'>, 'image_url' | 'width' | 'height' | 'alt'>;

export function siteImageOf(row: Row): SiteImage {
  return { ...responsiveImage(row.image_url), width: row.width, height: row.height, alt: row.alt };
}

/** The picture in a slot, or null while the admins have not set one. */
export async function getSiteImage(slot: SiteImageSlot): Promise<SiteImage | null> {
  const { supabase } = getRuntimeConfig();
  const query = new URLSearchParams({ slot: `eq.${slot}`, select: 'image_url,width,height,alt' });
  const response = await monitoredFetch(`${supabase.url}/rest/v1/site_images?${query}`, {
    headers: { apikey: supabase.anonKey, accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`site_images answered ${response.status}`);
  const [row] = (await response.json()) as Row[];
  return row ? siteImageOf(row) : null;
}
