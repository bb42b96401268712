import { createHash, randomInt } from 'node:crypto';
import type { AuthContext } from './context.ts';
import { errors } from './errors.ts';
import { renderAuthMail, type EmailTemplateName } from './mail.ts';
import { ONE_HOUR } from './rate-limit.ts';

export type VerificationType = 'signup' | 'recovery' | 'email_change' | 'magiclink' | 'invite';

/**
 * GoTrue's one-time token: a code of `length` digits (`otp_length` in config.toml), and token_hash =
 * sha224(email + code) in hex. The hash is stored on the user and travels in the link; the code can
 * be typed instead (verifyOtp).
 */
export function newOneTimeToken(email: string, length: number): { otp: string; tokenHash: string } {
  let otp = '';
  for (let i = 0; i < length; i += 1) otp += String(randomInt(0, 10));
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

/** The reauthentication mail carries a code only (no link to verify). */
type AuthMailType = VerificationType | 'reauthentication';

const TEMPLATE_OF: Record<AuthMailType, EmailTemplateName> = {
  signup: 'confirmation',
  recovery: 'recovery',
  email_change: 'email_change',
  magiclink: 'magic_link',
  invite: 'invite',
  reauthentication: 'reauthentication',
};

export interface AuthMailRequest {
  type: AuthMailType;
  /** Where the mail goes (the new address for an e-mail change). */
  to: string;
  otp: string;
  tokenHash: string;
  redirectTo: string;
  /** The account's current address and metadata. */
  user: { email: string | null; raw_user_meta_data: Record<string, unknown> | null };
  newEmail?: string;
  /** The client address that asked for it (its own hourly share of the mails). */
  requestedFrom: string;
}

/**
 * Sends an auth e-mail, rendered from its template in supabase/config.toml with GoTrue's variables,
 * within the requesting address's hourly share and the instance's hourly quota (one address cannot
 * spend the quota everyone's confirmations and resets need); a failure aborts the caller's transaction.
 */
export async function sendAuthMail(ctx: AuthContext, mail: AuthMailRequest): Promise<void> {
  if (!ctx.limiter.hit('email_sent:from', mail.requestedFrom, ctx.settings.rateLimit.emailSentPerAddress, ONE_HOUR)) {
    throw errors.overEmailSendRateLimit();
  }
  if (!ctx.limiter.hit('email_sent', 'global', ctx.settings.rateLimit.emailSent, ONE_HOUR)) {
    throw errors.overEmailSendRateLimit();
  }
  const name = TEMPLATE_OF[mail.type];
  const data = {
    SiteURL: ctx.settings.siteUrl,
    ConfirmationURL:
      mail.type === 'reauthentication' ? undefined : verificationLink(ctx, mail.tokenHash, mail.type, mail.redirectTo),
    Email: mail.user.email ?? mail.to,
    NewEmail: mail.newEmail,
    Token: mail.otp,
    TokenHash: mail.tokenHash,
    SendingTo: mail.to,
    Data: mail.user.raw_user_meta_data ?? {},
    RedirectTo: mail.redirectTo,
  };
  try {
    const template = ctx.settings.emailTemplates[name];
    if (!template) throw new Error(`no [auth.email.template.${name}] in supabase/config.toml`);
    await ctx.mailer.send(mail.to, renderAuthMail(template, data));
  } catch (error) {
    console.error(`[auth] sending the ${name} e-mail to ${mail.to} failed:`, error);
    const what = mail.type === 'recovery' ? 'recovery' : mail.type === 'signup' ? 'confirmation' : mail.type.replace('_', ' ');
    throw errors.unexpected(`Error sending ${what} email`);
  }
}
