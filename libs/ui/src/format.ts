// Money has one formatter, shared with the edge functions' e-mails and payment pages.
export { formatCents, formatEuros } from '../../../supabase/functions/_shared/contracts/money.ts';

const LONG_DATE = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });

/** Spanish long date: '22 de noviembre de 2026'. */
export function formatLongDate(date: Date | string): string {
  return LONG_DATE.format(typeof date === 'string' ? new Date(date) : date);
}

/** Under 1 MB in KB, otherwise in MB with 1 decimal. */
export function formatFileSize(bytes: number): string {
  const MB = 1024 * 1024;
  return bytes < MB ? `${Math.round(bytes / 1024)} KB` : `${(bytes / MB).toFixed(1)} MB`;
}
