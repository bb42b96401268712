import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../context.ts';
import { assertMailFrequency, newOneTimeToken, sendAuthMail } from '../email-links.ts';
import { AuthError, errors } from '../errors.ts';
import type { AuthRequest, AuthResponse } from '../http.ts';
import { hashPassword, randomPassword } from '../passwords.ts';
import { pkceParams, startFlow } from '../pkce.ts';
import { resolveRedirect } from '../redirect.ts';
import { audit, findUserByEmail, insertUser, transaction, updateUser, type UserRow } from '../store.ts';
import { optionalBoolean, optionalObject, validateEmail } from '../validation.ts';
import { limitByEmail, limitByIp } from './common.ts';
import { rejectPhoneOtp } from './disabled.ts';

/**
 * POST /otp — signInWithOtp by e-mail (GoTrue MagicLink): one mail carrying both a link and a
 * 6-digit code. An address with no confirmed account gets signed up first (unless create_user is
 * false) and, while confirmations are on, receives the sign-up confirmation instead. Always `{}`.
 */
export async function otp(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const { settings } = ctx;
  rejectPhoneOtp(req.body);
  const pkce = pkceParams(req.body);
  limitByIp(ctx, req, 'otp', settings.rateLimit.signInSignUps);
  const email = validateEmail(req.body.email);
  limitByEmail(ctx, 'otp', email, settings.rateLimit.signInSignUps);
  const createUser = optionalBoolean(req.body, 'create_user') ?? true;
  const data = optionalObject(req.body, 'data') ?? {};
  const redirectTo = resolveRedirect(settings, req.query.get('redirect_to'));

  await transaction(ctx.pool, async (db) => {
    const found = await findUserByEmail(db, email, true);
    let user: UserRow | undefined = found && !found.deleted_at ? found : undefined;
    if (!user?.email_confirmed_at) {
      if (!createUser) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
      if (!settings.enableSignup) throw errors.signupDisabled();
      if (!user) {
        const id = randomUUID();
        const autoconfirm = !settings.enableConfirmations;
        user = await insertUser(db, {
          id,
          email,
          encryptedPassword: await hashPassword(randomPassword()),
          appMetadata: { provider: 'email', providers: ['email'] },
          userMetadata: { ...data, sub: id, email, email_verified: autoconfirm, phone_verified: false },
          emailConfirmedAt: autoconfirm ? new Date() : null,
        });
        await audit(db, 'user_signedup', { id, email }, req.ip, { provider: 'email', via: 'otp' });
      }
      if (!user.email_confirmed_at) {
        assertMailFrequency(ctx, user.confirmation_sent_at);
        const { otp: code, tokenHash: hash } = newOneTimeToken(email, ctx.settings.otpLength);
        const tokenHash = await startFlow(db, pkce, user.id, 'email/signup', hash);
        user = await updateUser(db, user.id, { confirmation_token: tokenHash, confirmation_sent_at: new Date() });
        await sendAuthMail(ctx, { type: 'signup', to: email, otp: code, tokenHash, redirectTo, user, requestedFrom: req.ip });
        await audit(db, 'user_confirmation_requested', { id: user.id, email }, req.ip, { provider: 'email' });
        return;
      }
    }
    // A magic link uses the recovery token, as in GoTrue.
    assertMailFrequency(ctx, user.recovery_sent_at);
    const { otp: code, tokenHash: hash } = newOneTimeToken(email, ctx.settings.otpLength);
    const tokenHash = await startFlow(db, pkce, user.id, 'magiclink', hash);
    user = await updateUser(db, user.id, { recovery_token: tokenHash, recovery_sent_at: new Date() });
    await sendAuthMail(ctx, { type: 'magiclink', to: email, otp: code, tokenHash, redirectTo, user, requestedFrom: req.ip });
    await audit(db, 'user_recovery_requested', { id: user.id, email }, req.ip, { via: 'magiclink' });
  });
  return { status: 200, json: {} };
}
