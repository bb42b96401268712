import { formatLongDate } from '@pitwall/ui';

/** A post's date: '22 de noviembre de 2026'. Inside a kept StaticIsland it is not rendered, so it formats nothing. */
export function PublishedDate({ value }: { value: string }) {
  return <time dateTime={value}>{formatLongDate(value)}</time>;
}
