import { daySpanish, parseSpanishDay } from './dates.ts';

it('writes a day dd/mm/aaaa and reads it back', () => {
  expect(daySpanish('2026-11-26')).toBe('26/11/2026');
  expect(parseSpanishDay('26/11/2026')).toBe('2026-11-26');
  expect(parseSpanishDay(' 1/2/2026 ')).toBe('2026-02-01');
  expect(parseSpanishDay('01-02-2026')).toBe('2026-02-01');
  expect(parseSpanishDay('29.02.2028')).toBe('2028-02-29');
});

it('refuses what is not a real day, and the US order', () => {
  expect(parseSpanishDay('31/11/2026')).toBeNull();
  expect(parseSpanishDay('29/02/2026')).toBeNull();
  expect(parseSpanishDay('11/26/2026')).toBeNull();
  expect(parseSpanishDay('2026-11-26')).toBeNull();
  expect(parseSpanishDay('ayer')).toBeNull();
});
