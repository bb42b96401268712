import { formatEuros, formatFileSize, formatLongDate } from './format.ts';

describe('formatting', () => {
  it('shows euros with two decimals', () => {
    expect(formatEuros(175.5)).toBe('€175.50');
    expect(formatEuros(0)).toBe('€0.00');
  });
  it('shows file sizes in KB under 1 MB, else MB with one decimal', () => {
    expect(formatFileSize(512 * 1024)).toBe('512 KB');
    expect(formatFileSize(2.25 * 1024 * 1024)).toBe('2.3 MB');
  });
  it('shows dates in Spanish long format', () => {
    expect(formatLongDate('2026-11-22T10:00:00Z')).toBe('22 de noviembre de 2026');
  });
});
