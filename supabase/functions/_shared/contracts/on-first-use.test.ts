import { describe, expect, test, vi } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

describe('onFirstUse', () => {
  test('makes nothing until asked, then makes the value once and keeps it', () => {
    const make = vi.fn(() => ({ made: 'formatter' }));
    const formatter = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = formatter();
    expect(formatter()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  test('keeps a value that is undefined too', () => {
    const make = vi.fn(() => undefined);
    const nothing = onFirstUse(make);
    nothing();
    nothing();
    expect(make).toHaveBeenCalledTimes(1);
  });
});
