import { describe, expect, it } from 'vitest';
import { compareInSpanish, distinctInSpanishOrder } from './spanish-order.ts';

describe('Spanish alphabetical order', () => {
  it('sorts accented letters and ñ where a Spanish reader looks for them', () => {
    expect(['Ópera', 'Zumba', 'ñu', 'Electrónica', 'nube', 'Ambient'].sort(compareInSpanish)).toEqual(['Ambient', 'Electrónica', 'nube', 'ñu', 'Ópera', 'Zumba']);
  });

  it('keeps each non-empty value once', () => {
    expect(distinctInSpanishOrder(['Rock', null, 'Pop', '', 'Rock', undefined, 'Électro'])).toEqual(['Électro', 'Pop', 'Rock']);
  });
});
