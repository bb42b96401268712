import { SITE_TIME_ZONE } from '../../../supabase/functions/_shared/contracts/site-time.ts';

// Money has one formatter and the site one time zone, shared with the edge functions' e-mails.
export { formatCents, formatEuros } from '../../../supabase/functions/_shared/contracts/money.ts';
export { SITE_TIME_ZONE };

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
