import type pg from 'pg';
import type { AuthContext } from '../context.ts';
import { assertMailFrequency, newOneTimeToken, sendAuthMail, tokenHashOf } from '../email-links.ts';
import { AuthError } from '../errors.ts';
import { requireUser } from '../guards.ts';
import type { AuthRequest, AuthResponse } from '../http.ts';
import { ONE_HOUR } from '../rate-limit.ts';
import { audit, transaction, updateUser, type UserRow } from '../store.ts';

const invalidNonce = () => new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');

/** GET /reauthenticate — mails a 6-digit nonce for updateUser({ password, nonce }). Always `{}`. */
export async function reauthenticate(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const { user } = await requireUser(ctx, req);
  if (!user.email) {
    throw new AuthError(422, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
  }
  if (!user.email_confirmed_at) throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  const email = user.email;
  await transaction(ctx.pool, async (db) => {
    assertMailFrequency(ctx, user.reauthentication_sent_at);
    const { otp, tokenHash } = newOneTimeToken(email, ctx.settings.otpLength);
    await updateUser(db, user.id, { reauthentication_token: tokenHash, reauthentication_sent_at: new Date() });
    await audit(db, 'user_reauthenticate_requested', { id: user.id, email }, req.ip);
    await sendAuthMail(ctx, { type: 'reauthentication', to: email, otp, tokenHash, redirectTo: ctx.settings.siteUrl, user, requestedFrom: req.ip });
  });
  return { status: 200, json: {} };
}

/** Checks and spends a nonce inside the caller's transaction (GoTrue verifyReauthentication). */
async function spendNonce(ctx: AuthContext, db: pg.PoolClient, user: UserRow, nonce: string): Promise<void> {
  const sentAt = user.reauthentication_sent_at;
  if (!user.reauthentication_token || !sentAt || !user.email) throw invalidNonce();
  const expired = sentAt.getTime() + ctx.settings.otpExpiry * 1000 < Date.now();
  if (expired || tokenHashOf(user.email, nonce.trim()) !== user.reauthentication_token) throw invalidNonce();
  await updateUser(db, user.id, { reauthentication_token: '', reauthentication_sent_at: null });
}

/**
 * secure_password_change: a session older than a day (or none) needs a nonce to set a password
 * (GoTrue UserUpdate).
 */
export async function checkPasswordReauthentication(
  ctx: AuthContext,
  db: pg.PoolClient,
  user: UserRow,
  sessionId: string | undefined,
  nonce: unknown,
): Promise<void> {
  if (!ctx.settings.securePasswordChange) return;
  if (sessionId) {
    const { rows } = await db.query<{ created_at: Date }>('select created_at from auth.sessions where id = $1', [sessionId]);
    const created = rows[0]?.created_at;
    if (created && created.getTime() + 24 * ONE_HOUR > Date.now()) return;
  }
  if (typeof nonce !== 'string' || nonce === '') {
    throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
  }
  await spendNonce(ctx, db, user, nonce);
}
