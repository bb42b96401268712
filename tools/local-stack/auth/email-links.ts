import { createHash, randomInt } from 'node:crypto';
import type { AuthContext } from './context.ts';
import { errors } from './errors.ts';
import type { AuthMailKind } from './mail.ts';
import { ONE_HOUR } from './rate-limit.ts';

export type VerificationType = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite';

/**
 * GoTrue's one-time token: a 6-digit code, and token_hash = sha224(email + code) in hex. The hash
 * is stored on the user and travels in the link; the code can be typed instead (verifyOtp).
 */
export function newOneTimeToken(email: string): { otp: string; tokenHash: string } {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { otp, tokenHash: tokenHashOf(email, otp) };
}

export function tokenHashOf(email: string, otp: string): string {
  return createHash('sha224').update(email + otp).digest('hex');
}

/** `<auth url>/verify?token=…&type=…&redirect_to=…` (redirect_to escaped only when it must be). */
export function verificationLink(ctx: AuthContext, tokenHash: string, type: VerificationType, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
  return `${ctx.externalUrl}/verify?token=${tokenHash}&type=${type}&redirect_to=${redirect}`;
}

/** 429 when the last mail of this kind went out less than max_frequency ago. */
export function assertMailFrequency(ctx: AuthContext, lastSentAt: Date | null): void {
  if (!lastSentAt) return;
  const elapsed = (Date.now() - lastSentAt.getTime()) / 1000;
  const remaining = ctx.settings.maxFrequency - elapsed;
  if (remaining > 0) throw errors.emailFrequency(Math.max(1, Math.ceil(remaining)));
}

/** Sends an auth e-mail within the instance's hourly quota; a failure aborts the caller's transaction. */
export async function sendAuthMail(
  ctx: AuthContext,
  kind: AuthMailKind,
  to: string,
  otp: string,
  link: string,
  metadata: Record<string, unknown> | null,
): Promise<void> {
  if (!ctx.limiter.hit('email_sent', 'global', ctx.settings.rateLimit.emailSent, ONE_HOUR)) {
    throw errors.overEmailSendRateLimit();
  }
  const nombre = metadata?.nombre ?? metadata?.name ?? metadata?.full_name;
  try {
    await ctx.mailer.send({
      kind,
      to,
      otp,
      link,
      expiresInMinutes: Math.round(ctx.settings.otpExpiry / 60),
      ...(typeof nombre === 'string' && nombre.trim() !== '' ? { name: nombre.trim() } : {}),
    });
  } catch (error) {
    console.error(`[auth] sending the ${kind} e-mail to ${to} failed:`, error);
    const what = kind === 'recovery' ? 'recovery' : kind === 'signup' ? 'confirmation' : kind.replace('_', ' ');
    throw errors.unexpected(`Error sending ${what} email`);
  }
}
