import { onFirstUse, SITE_TIME_ZONE } from '@pitwall/ui';

// The legal pages' "last updated" day is today's in Spain. The prerender writes until when the day
// it wrote lasts (NowText); a visitor's browser then compares two instants and formats nothing
// on that day. Here, not in @pitwall/ui: only these pages need it, and the shell's first load
// carries that library whole.

const HOUR_MS = 60 * 60 * 1000;
const siteDay = onFirstUse(() => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: SITE_TIME_ZONE }));

function siteDate(moment: Date | number) {
  const parts = siteDay().formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * The moment the day in Spain that holds `now` ends: its next midnight, one hour before UTC's on
 * winter time and two on summer time (Spain changes time at 01:00 UTC, never near midnight).
 */
export function dayLastsUntil(now: Date): Date {
  const { year, month, day } = siteDate(now);
  const utcMidnight = Date.UTC(year, month - 1, day + 1);
  const onSummerTime = siteDate(utcMidnight - 2 * HOUR_MS).day !== day;
  return new Date(utcMidnight - (onSummerTime ? 2 : 1) * HOUR_MS);
}
