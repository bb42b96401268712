import { SITE_TIME_ZONE } from '@pitwall/ui';

const DATE_TIME = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: SITE_TIME_ZONE });
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: SITE_TIME_ZONE });

/** The day it is in Madrid at `now`, as the URL and the database keep days: '2026-11-26'. */
export const madridDay = (now: Date) => ISO_DAY.format(now);

/** A moment in Spanish and in the company's time zone (same text in Node and in the browser). */
export const formatReceived = (iso: string) => DATE_TIME.format(new Date(iso));

/** A day as the URL keeps it ('2026-11-26') written as Spanish readers do: '26/11/2026'. */
export const daySpanish = (iso: string) => iso.split('-').reverse().join('/');

/** '26/11/2026' (also with '-' or '.', and 1-digit day or month) as '2026-11-26'; null when it is not a real day. */
export function parseSpanishDay(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
