import type { PressResource } from '@pitwall/backend';
import type { Loader } from '../../data/use-loader.ts';

/** /prensa: the press kit, newest first. */
export const loadPressKit: Loader<Record<string, never>, PressResource[]> = ({ getPressResources, getSupabase }) => getPressResources(getSupabase());

export const PRESS_TABS = { resources: 'recursos', contact: 'contacto' } as const;
export type PressTab = (typeof PRESS_TABS)[keyof typeof PRESS_TABS];

/** The tab of `?tab=`; the resource kit unless the contact tab is asked for. */
export function tabFromSearch(value: string | null): PressTab {
  return value === PRESS_TABS.contact ? PRESS_TABS.contact : PRESS_TABS.resources;
}

/** The name a downloaded file gets: the title plus its format ('Dosier de prensa 2025.pdf'). */
export function downloadName(resource: Pick<PressResource, 'title' | 'file_format' | 'file_path'>): string {
  const format = resource.file_format ?? resource.file_path.split('.').pop() ?? '';
  const safeTitle = resource.title.replace(/[\\/:*?"<>|]/g, '-').trim();
  return format ? `${safeTitle}.${format.toLowerCase()}` : safeTitle;
}
