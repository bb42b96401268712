import type { AuthContext } from '../context.ts';
import { assertMailFrequency, newOneTimeToken, sendAuthMail } from '../email-links.ts';
import { errors } from '../errors.ts';
import type { AuthRequest, AuthResponse } from '../http.ts';
import { resolveRedirect } from '../redirect.ts';
import { audit, findUserByEmail, findUserById, transaction, updateUser } from '../store.ts';
import { validateEmail } from '../validation.ts';
import { pkceParams, startFlow } from '../pkce.ts';
import { limitByEmail, limitByIp } from './common.ts';

/** POST /recover — always `{}` for unknown addresses, so it cannot reveal who has an account. */
export async function recover(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const { settings } = ctx;
  const pkce = pkceParams(req.body);
  limitByIp(ctx, req, 'recover', settings.rateLimit.signInSignUps);
  if (req.body.email === undefined || req.body.email === null || req.body.email === '') {
    throw errors.validation('Password recovery requires an email');
  }
  const email = validateEmail(req.body.email);
  limitByEmail(ctx, 'recover', email, settings.rateLimit.signInSignUps);
  const redirectTo = resolveRedirect(settings, req.query.get('redirect_to'));

  await transaction(ctx.pool, async (db) => {
    const user = await findUserByEmail(db, email, true);
    if (!user || user.deleted_at) return;
    assertMailFrequency(ctx, user.recovery_sent_at);
    const { otp, tokenHash: hash } = newOneTimeToken(email, ctx.settings.otpLength);
    const tokenHash = await startFlow(db, pkce, user.id, 'recovery', hash);
    const updated = await updateUser(db, user.id, { recovery_token: tokenHash, recovery_sent_at: new Date() });
    await sendAuthMail(ctx, { type: 'recovery', to: email, otp, tokenHash, redirectTo, user: updated, requestedFrom: req.ip });
    await audit(db, 'user_recovery_requested', { id: user.id, email }, req.ip);
  });
  return { status: 200, json: {} };
}

/** POST /resend — a new confirmation (sign-up or e-mail change) link. */
export async function resend(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const { settings } = ctx;
  const pkce = pkceParams(req.body);
  limitByIp(ctx, req, 'recover', settings.rateLimit.signInSignUps);
  const type = req.body.type;
  if (type !== 'signup' && type !== 'email_change') {
    throw errors.validation('Missing one of these types: signup, email_change');
  }
  const email = validateEmail(req.body.email);
  limitByEmail(ctx, 'recover', email, settings.rateLimit.signInSignUps);
  const redirectTo = resolveRedirect(settings, req.query.get('redirect_to'));

  await transaction(ctx.pool, async (db) => {
    if (type === 'signup') {
      const user = await findUserByEmail(db, email, true);
      // Nothing to confirm: answer like a success so the endpoint reveals nothing.
      if (!user || user.deleted_at || user.email_confirmed_at) return;
      assertMailFrequency(ctx, user.confirmation_sent_at);
      const { otp, tokenHash: hash } = newOneTimeToken(email, ctx.settings.otpLength);
      const tokenHash = await startFlow(db, pkce, user.id, 'email/signup', hash);
      const updated = await updateUser(db, user.id, {
        confirmation_token: tokenHash,
        confirmation_sent_at: new Date(),
      });
      await sendAuthMail(ctx, { type: 'signup', to: email, otp, tokenHash, redirectTo, user: updated, requestedFrom: req.ip });
      return;
    }
    const { rows } = await db.query<{ id: string }>(
      `select id from auth.users where lower(email_change) = $1 and email_change_token_new <> '' for update`,
      [email],
    );
    const id = rows[0]?.id;
    if (!id) return;
    const user = await findUserById(db, id, true);
    if (!user) return;
    assertMailFrequency(ctx, user.email_change_sent_at);
    const { otp, tokenHash: hash } = newOneTimeToken(email, ctx.settings.otpLength);
    const tokenHash = await startFlow(db, pkce, user.id, 'email_change', hash);
    const updated = await updateUser(db, user.id, {
      email_change_token_new: tokenHash,
      email_change_sent_at: new Date(),
    });
    await sendAuthMail(ctx, { type: 'email_change', to: email, otp, tokenHash, redirectTo, user: updated, newEmail: email, requestedFrom: req.ip });
  });
  return { status: 200, json: {} };
}
