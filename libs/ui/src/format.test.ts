import { formatCents, formatEuros, formatFileSize, formatLongDate, formatYear, SITE_TIME_ZONE } from './format.ts';

// What Intl itself writes, so the no-break space before '€' is compared, not guessed.
const intl = (amount: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(amount);

describe('formatting', () => {
  it('writes euros the Spanish way, the sign after the amount', () => {
    expect(formatEuros(29.9)).toBe('29,90\u00a0€');
    expect(formatEuros(1234.5)).toBe('1234,50\u00a0€'); // es-ES does not group 4 digits
    expect(formatEuros(12345)).toBe('12.345,00\u00a0€');
    expect(formatEuros(175.5)).toBe(intl(175.5));
    expect(formatEuros(0)).toBe(intl(0));
  });
  it('writes integer cents (as orders store them) without float drift', () => {
    expect(formatCents(5980)).toBe(intl(59.8));
    expect(formatCents(11475)).toBe('114,75\u00a0€');
    expect(formatCents(1)).toBe('0,01\u00a0€');
    expect(formatCents(-395)).toBe(intl(-3.95));
  });
  it('shows file sizes in KB under 1 MB, else MB with one decimal', () => {
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });
  it('shows dates in Spanish long format', () => {
    expect(formatLongDate('2026-11-22T10:00:00Z')).toBe('22 de noviembre de 2026');
    // Spain's day and year, whatever the machine's time zone: past midnight in Madrid is the next day.
    expect(formatLongDate('2026-11-26T23:30:00Z')).toBe('27 de noviembre de 2026');
    expect(formatYear(new Date('2026-12-31T23:30:00Z'))).toBe('2027');
  });
  it("writes the year Intl writes in the site's time zone, either side of every New Year", () => {
    const year = new Intl.DateTimeFormat('es-ES', { year: 'numeric', timeZone: SITE_TIME_ZONE });
    for (let utcYear = 2024; utcYear <= 2060; utcYear++) {
      const newYear = Date.UTC(utcYear + 1, 0, 1);
      for (const offsetMs of [-2 * 3600_000, -3600_000 - 1, -3600_000, -3600_000 + 1, -1, 0, 3600_000, 183 * 86_400_000]) {
        const moment = new Date(newYear + offsetMs);
        expect(formatYear(moment), moment.toISOString()).toBe(year.format(moment));
      }
    }
  });
});
