import { SITE_TIME_ZONE } from '@pitwall/ui';
import { dayLastsUntil } from './day-lasts-until.ts';

describe('dayLastsUntil', () => {
  it('says when a day in Spain ends, on summer and on winter time and the days the time changes', () => {
    const day = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeZone: SITE_TIME_ZONE });
    // The weeks Spain changes to summer and to winter time, and one of each.
    for (const start of [Date.UTC(2026, 2, 26), Date.UTC(2026, 9, 23), Date.UTC(2027, 6, 1), Date.UTC(2027, 0, 10)]) {
      for (let time = start; time < start + 5 * 86_400_000; time += 13 * 60_000) {
        const moment = new Date(time);
        const until = dayLastsUntil(moment).getTime();
        expect(until, moment.toISOString()).toBeGreaterThan(time);
        expect(day.format(new Date(until - 1)), moment.toISOString()).toBe(day.format(moment));
        expect(day.format(new Date(until)), moment.toISOString()).not.toBe(day.format(moment));
      }
    }
  });
});
