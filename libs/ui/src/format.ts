// Money has one formatter, shared with the edge functions' e-mails and payment pages.
export { formatCents, formatEuros } from '../../../supabase/functions/_shared/contracts/money.ts';

/**
 * The company's time zone: a day and a year are Spain's, wherever the page is made or read. The
 * prerender (a server on UTC) and a visitor's browser then write the same date for one moment, so
 * a page hydrated near midnight does not find a different day in its HTML.
 */
export const SITE_TIME_ZONE = 'Europe/Madrid';

const LONG_DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE });
const YEAR = new Intl.DateTimeFormat('es-ES', { year: 'numeric', timeZone: SITE_TIME_ZONE });

/** Spanish long date: '22 de noviembre de 2026'. */
export function formatLongDate(date: Date | string): string {
  return LONG_DATE.format(typeof date === 'string' ? new Date(date) : date);
}

/** The year of a moment, in Spain: '2026'. */
export function formatYear(date: Date): string {
  return YEAR.format(date);
}

/** Under 1 MB in KB, otherwise in MB with 1 decimal. */
export function formatFileSize(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes < MB ? `${Math.round(bytes / 1024)} KB` : `${(bytes / MB).toFixed(1)} MB`;
}
