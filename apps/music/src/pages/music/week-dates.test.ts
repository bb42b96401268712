import { formatWeek, mondayOf } from './week-dates.ts';

describe('weekly list dates', () => {
  it('shows Monday to Sunday in Spanish', () => {
    expect(formatWeek('2025-11-03')).toBe('lunes, 3 de noviembre – domingo, 9 de noviembre de 2025');
  });

  it('starts the week on Monday whatever day is stored', () => {
    expect(mondayOf('2025-11-09').toISOString().slice(0, 10)).toBe('2025-11-03');
    expect(mondayOf('2025-11-05').toISOString().slice(0, 10)).toBe('2025-11-03');
  });
});
