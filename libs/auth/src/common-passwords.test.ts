import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it('knows the most used passwords, whatever their case', async () => {
    for (const password of ['123456', 'password', 'qwerty', 'PASSWORD', 'iloveyou']) expect(await isCommonPassword(password), password).toBe(true);
  });

  it('lets an uncommon password through', async () => {
    for (const password of ['Pitwall-Cliente-2025', 'secreto-123', 'Vuelta-Rapida-en-Monza']) expect(await isCommonPassword(password), password).toBe(false);
  });
});
