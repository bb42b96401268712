import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../context.ts';
import { assertMailFrequency, newOneTimeToken, sendAuthMail } from '../email-links.ts';
import { AuthError, errors } from '../errors.ts';
import type { AuthRequest, AuthResponse } from '../http.ts';
import { checkPasswordStrength, hashPassword, refuseCommonPassword } from '../passwords.ts';
import { resolveRedirect } from '../redirect.ts';
import {
  audit,
  findUserByEmail,
  identitiesOf,
  insertUser,
  syncEmailIdentity,
  transaction,
  updateUser,
  type UserRow,
} from '../store.ts';
import { issueSession } from '../tokens.ts';
import { userJson, type UserJson } from '../user-json.ts';
import { optionalObject, validateEmail } from '../validation.ts';
import { isDatabaseError, limitByEmail, limitByIp, userAgent } from './common.ts';
import { rejectAnonymousSignup, rejectPhoneSignup } from './disabled.ts';
import { pkceParams, startFlow } from '../pkce.ts';

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/**
 * What GoTrue answers for an e-mail that already has a confirmed account while confirmations are
 * on: a plausible user with a random id and no identities, so sign-up cannot be used to find out
 * who has an account (signup.go sanitizeUser).
 */
function obfuscatedUser(email: string, data: Record<string, unknown>): UserJson {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

/** POST /signup */
export async function signup(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const { settings } = ctx;
  rejectAnonymousSignup(req.body);
  if (!settings.enableSignup) throw errors.signupDisabled();
  rejectPhoneSignup(req.body);
  const pkce = pkceParams(req.body);
  limitByIp(ctx, req, 'sign_in_sign_ups', settings.rateLimit.signInSignUps);

  // GoTrue validates the password before the e-mail address.
  const password = req.body.password;
  if (password === undefined || password === null || password === '') {
    throw errors.validation('Signup requires a valid password');
  }
  if (typeof password !== 'string') throw errors.validation('Signup requires a valid password');
  checkPasswordStrength(password, settings.minimumPasswordLength);
  await refuseCommonPassword(password);
  const email = validateEmail(req.body.email);
  limitByEmail(ctx, 'sign_in_sign_ups', email, settings.rateLimit.signInSignUps);
  const data = optionalObject(req.body, 'data') ?? {};
  const redirectTo = resolveRedirect(settings, req.query.get('redirect_to'));
  const client = { ip: req.ip, userAgent: userAgent(req) };

  try {
    return await transaction(ctx.pool, async (db) => {
      const existing = await findUserByEmail(db, email, true);
      let user: UserRow;
      if (existing && existing.email_confirmed_at) {
        if (!settings.enableConfirmations) throw errors.userAlreadyExists();
        return { status: 200, json: obfuscatedUser(email, data) };
      }
      if (existing) {
        // Unconfirmed account signing up again: like GoTrue, the user is left as it is (whoever signs up
        // cannot prove they own the address) and only the confirmation is sent again.
        user = existing;
      } else {
        const id = randomUUID();
        user = await insertUser(db, {
          id,
          email,
          encryptedPassword: await hashPassword(password),
          appMetadata: EMAIL_APP_METADATA,
          userMetadata: { ...data, sub: id, email, email_verified: !settings.enableConfirmations, phone_verified: false },
          emailConfirmedAt: settings.enableConfirmations ? null : new Date(),
        });
        await audit(db, 'user_signedup', { id: user.id, email }, req.ip, { provider: 'email' });
      }

      if (!settings.enableConfirmations) {
        if (!user.email_confirmed_at) {
          user = await updateUser(db, user.id, {
            email_confirmed_at: new Date(),
            raw_user_meta_data: { ...(user.raw_user_meta_data ?? {}), email_verified: true },
          });
          await syncEmailIdentity(db, user);
        }
        user = await updateUser(db, user.id, { last_sign_in_at: new Date() });
        return { status: 200, json: await issueSession(db, ctx.tokens, user, 'password', client) };
      }

      assertMailFrequency(ctx, existing?.confirmation_sent_at ?? null);
      const { otp, tokenHash: hash } = newOneTimeToken(email, ctx.settings.otpLength);
      const tokenHash = await startFlow(db, pkce, user.id, 'email/signup', hash);
      user = await updateUser(db, user.id, { confirmation_token: tokenHash, confirmation_sent_at: new Date() });
      await sendAuthMail(ctx, { type: 'signup', to: email, otp, tokenHash, redirectTo, user, requestedFrom: req.ip });
      await audit(db, 'user_confirmation_requested', { id: user.id, email }, req.ip, { provider: 'email' });
      return { status: 200, json: userJson(user, await identitiesOf(db, user.id)) };
    });
  } catch (error) {
    if (error instanceof AuthError) throw error;
    if (isDatabaseError(error)) {
      // A trigger on auth.users (profiles…) refused the row, as GoTrue reports it.
      console.error('[auth] saving a new user failed:', error.message);
      throw errors.databaseSave();
    }
    throw error;
  }
}
