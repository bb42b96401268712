/**
 * What a chart shows, as rows of text: the one source of its accessible table and of its CSV, so
 * the two always hold exactly the same numbers. Cells are already in Spanish (Intl, es-ES): dates,
 * decimal commas, no thousands separator (Excel in Spanish reads '1234,5' as a number).
 */
export interface DataTable {
  /** The table's caption and the CSV's file name stem. */
  title: string;
  columns: string[];
  rows: string[][];
}

const INTEGER = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, useGrouping: false });
const DECIMALS = new Map<number, Intl.NumberFormat>();

/** 1234 → '1234'. */
export const formatCount = (value: number) => INTEGER.format(value);

/** 1234.5 → '1234,50' with 2 digits; any number of fraction digits, always shown. */
export function formatDecimal(value: number, digits: number): string {
  let format = DECIMALS.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('es-ES', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
    DECIMALS.set(digits, format);
  }
  return format.format(value);
}

// Buckets are calendar days of Madrid (YYYY-MM-DD from the database): formatted at noon UTC in
// UTC, the same day whatever the browser's time zone.
const DAY = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const SHORT_DAY = new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_MONTH = new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' });

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** '2026-09-07' → '7 sept 2026'. */
export const formatDay = (day: string) => DAY.format(noon(day));
/** '2026-09-07' → '7 sept' (axis labels). */
export const formatShortDay = (day: string) => SHORT_DAY.format(noon(day));
/** '2026-09-01' → 'septiembre de 2026'. */
export const formatMonth = (day: string) => MONTH.format(noon(day));
/** '2026-09-01' → 'sept' (axis labels). */
export const formatShortMonth = (day: string) => SHORT_MONTH.format(noon(day));
