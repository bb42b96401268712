import type { AuthContext } from '../context.ts';
import { newOneTimeToken, sendAuthMail } from '../email-links.ts';
import { errors } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import type { AuthRequest, AuthResponse } from '../http.ts';
import { hashPassword, randomPassword } from '../passwords.ts';
import { resolveRedirect } from '../redirect.ts';
import { audit, findUserByEmail, identitiesOf, insertUser, transaction, updateUser } from '../store.ts';
import { userJson } from '../user-json.ts';
import { optionalObject, validateEmail } from '../validation.ts';

/**
 * POST /invite (service role; auth.admin.inviteUserByEmail): creates the account unconfirmed, or
 * invites an unconfirmed one again, and mails the invite link. Following it confirms the address
 * and signs the person in (type=invite), so the site can ask for a password with updateUser.
 */
export async function invite(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  await requireAdmin(ctx, req);
  const email = validateEmail(req.body.email);
  const data = optionalObject(req.body, 'data') ?? {};
  const redirectTo = resolveRedirect(ctx.settings, req.query.get('redirect_to'));
  const user = await transaction(ctx.pool, async (db) => {
    let user = await findUserByEmail(db, email, true);
    if (user?.email_confirmed_at) throw errors.emailExists();
    if (!user) {
      user = await insertUser(db, {
        email,
        encryptedPassword: await hashPassword(randomPassword()),
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: data,
      });
    }
    const { otp, tokenHash } = newOneTimeToken(email, ctx.settings.otpLength);
    const now = new Date();
    user = await updateUser(db, user.id, { confirmation_token: tokenHash, confirmation_sent_at: now, invited_at: now });
    await sendAuthMail(ctx, { type: 'invite', to: email, otp, tokenHash, redirectTo, user, requestedFrom: req.ip });
    await audit(db, 'user_invited', { id: user.id, email }, req.ip, { provider: 'email' });
    return user;
  });
  return { status: 200, json: userJson(user, await identitiesOf(ctx.pool, user.id)) };
}
