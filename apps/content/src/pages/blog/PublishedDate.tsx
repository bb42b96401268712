import { formatLongDate } from '@pitwall/ui';

/**
 * A post's date: '22 de noviembre de 2026'. A component, so that only a render writes it: inside a
 * StaticIsland that keeps its prerendered HTML it does not run in the browser, and the page starts
 * without Intl's locale data (about 0.1 s on a phone).
 */
export function PublishedDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatLongDate(value)}</time>;
}
