import { onFirstUse } from '@pitwall/ui';

// Weekly lists store plain dates ('2025-11-03'); they are read and shown in UTC so no time zone
// moves them a day. Weeks start on Monday.
const dayMonth = onFirstUse(() => new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }));
const dayMonthYear = onFirstUse(() => new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }));

function utcDate(isoDate: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

/** The Monday of the week that holds `isoDate`. */
export function mondayOf(isoDate: string): Date {
  const date = utcDate(isoDate);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * 86_400_000);
}

/** 'lunes, 3 de noviembre – domingo, 9 de noviembre de 2025': Monday to Sunday of the list's week. */
export function formatWeek(weekStartDate: string): string {
  const monday = mondayOf(weekStartDate);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return `${dayMonth().format(monday)} – ${dayMonthYear().format(sunday)}`;
}
