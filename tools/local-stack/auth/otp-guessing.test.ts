/**
 * Guessing an e-mailed code: the codes are as long and live as long as config.toml says, and an
 * account's codes are void after MAX_OTP_FAILURES wrong ones, whichever addresses sent them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_TOML } from '../lib/paths.ts';
import { anonClient, createUser, uniqueEmail, waitForMail, type CaughtMail } from '../testing.ts';
import { MAX_OTP_FAILURES } from './otp-attempts.ts';
import { settingsFromToml } from './settings.ts';

const settings = settingsFromToml(readFileSync(CONFIG_TOML, 'utf8'));

function codeIn(mail: CaughtMail): string {
  const code = /introducir este código: <strong>(\d+)<\/strong>/.exec(mail.html)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** A different code of the same length. */
const wrong = (code: string, i: number) => String((Number(code) + i + 1) % 10 ** code.length).padStart(code.length, '0');

async function recoveryCode(prefix: string): Promise<{ email: string; code: string }> {
  const { email } = await createUser({ email: uniqueEmail(prefix), password: 'Clave-Segura-2026' });
  expect((await anonClient().auth.resetPasswordForEmail(email)).error).toBeNull();
  return { email, code: codeIn(await waitForMail(email, 'Restablece')) };
}

describe('e-mailed codes', () => {
  it('are otp_length digits long and valid otp_expiry seconds, as config.toml says (8 digits, 30 minutes)', async () => {
    expect(settings.otpLength).toBe(8);
    expect(settings.otpExpiry).toBe(1800);
    const { code } = await recoveryCode('codigo-largo');
    expect(code).toMatch(/^\d{8}$/);
  });

  it(`are void after ${MAX_OTP_FAILURES} wrong ones for the account: the right code then fails too`, async () => {
    const { email, code } = await recoveryCode('adivina');
    for (let i = 0; i < MAX_OTP_FAILURES; i += 1) {
      const guess = await anonClient().auth.verifyOtp({ email, token: wrong(code, i), type: 'recovery' });
      expect(guess.error?.code).toBe('otp_expired');
    }
    const right = await anonClient().auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(right.error?.code).toBe('otp_expired');
    expect(right.data.session).toBeNull();
  });

  it('still accept the right code after fewer wrong ones', async () => {
    const { email, code } = await recoveryCode('casi');
    for (let i = 0; i < MAX_OTP_FAILURES - 1; i += 1) {
      expect((await anonClient().auth.verifyOtp({ email, token: wrong(code, i), type: 'recovery' })).error?.code).toBe('otp_expired');
    }
    const right = await anonClient().auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(right.error).toBeNull();
    expect(right.data.session?.access_token).toEqual(expect.any(String));
  });
});
