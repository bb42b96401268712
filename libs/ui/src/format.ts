import { onFirstUse } from '../../../supabase/functions/_shared/contracts/on-first-use.ts';
import { SITE_TIME_ZONE } from '../../../supabase/functions/_shared/contracts/site-time.ts';

// Money has one formatter and the site one time zone, shared with the edge functions' e-mails.
export { formatCents, formatEuros } from '../../../supabase/functions/_shared/contracts/money.ts';
export { onFirstUse, SITE_TIME_ZONE };

const longDate = onFirstUse(() => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SITE_TIME_ZONE }));

/** Spanish long date: '22 de noviembre de 2026'. */
export function formatLongDate(date: Date | string): string {
  return longDate().format(typeof date === 'string' ? new Date(date) : date);
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * The year of a moment, in Spain: '2026'. Without Intl, as the footer writes it on every page
 * while the page hydrates: every New Year's Eve Madrid is on winter time, UTC+1, so its year turns
 * one hour before UTC's (format.test.ts checks it against Intl in the site's time zone).
 */
export function formatYear(date: Date): string {
  return String(new Date(date.getTime() + HOUR_MS).getUTCFullYear());
}

/** Under 1 MB in KB, otherwise in MB with 1 decimal. */
export function formatFileSize(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes < MB ? `${Math.round(bytes / 1024)} KB` : `${(bytes / MB).toFixed(1)} MB`;
}
