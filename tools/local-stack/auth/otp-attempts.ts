/**
 * Guessing an e-mailed code: the per-IP verification limit alone lets many addresses try one
 * account's code together. Each account gets MAX_OTP_FAILURES wrong codes within the code's
 * lifetime; the last of them voids every code the account has, so even the right one then fails
 * and the owner asks for a new mail.
 */
import type { AuthContext } from './context.ts';

export const MAX_OTP_FAILURES = 5;

/** Records a wrong code typed for `email`; at the limit, voids the account's codes. */
export async function recordOtpFailure(ctx: AuthContext, email: string): Promise<void> {
  const withinLimit = ctx.limiter.hit('otp_failures', email, MAX_OTP_FAILURES - 1, ctx.settings.otpExpiry * 1000);
  if (withinLimit) return;
  await ctx.pool.query(
    `update auth.users
        set confirmation_token = '', recovery_token = '', email_change_token_new = '',
            email_change_token_current = '', reauthentication_token = ''
      where lower(email) = $1 or lower(email_change) = $1`,
    [email],
  );
}
