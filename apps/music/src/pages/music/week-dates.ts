// Weekly lists store plain dates ('2025-11-03'); they are read and shown in UTC so no time zone
// moves them a day. Weeks start on Monday. The formatters are made on first use, not on import: the
// page writes its weeks inside kept HTML while it hydrates, so a phone makes none before it answers.
let dayMonth: Intl.DateTimeFormat | undefined;
let dayMonthYear: Intl.DateTimeFormat | undefined;

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
  dayMonth ??= new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  dayMonthYear ??= new Intl.DateTimeFormat('es-ES', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return `${dayMonth.format(monday)} – ${dayMonthYear.format(sunday)}`;
}
