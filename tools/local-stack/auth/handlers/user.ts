import type { AuthContext } from '../context.ts';
import { assertMailFrequency, newOneTimeToken, sendAuthMail } from '../email-links.ts';
import { errors } from '../errors.ts';
import { requireUser } from '../guards.ts';
import type { AuthRequest, AuthResponse } from '../http.ts';
import { checkPasswordStrength, hashPassword, refuseCommonPassword, verifyPassword } from '../passwords.ts';
import { resolveRedirect } from '../redirect.ts';
import {
  audit,
  findUserByEmail,
  findUserById,
  identitiesOf,
  syncEmailIdentity,
  transaction,
  updateUser,
} from '../store.ts';
import { userJson } from '../user-json.ts';
import { mergeMetadata, optionalObject, validateEmail } from '../validation.ts';
import { PKCE_PREFIX, pkceParams, startFlow } from '../pkce.ts';
import { checkPasswordReauthentication } from './reauthenticate.ts';

/** GET /user */
export async function getUser(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const { user } = await requireUser(ctx, req);
  return { status: 200, json: userJson(user, await identitiesOf(ctx.pool, user.id)) };
}

/** PUT /user — metadata merge, password change, e-mail change. */
export async function updateCurrentUser(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const { settings } = ctx;
  const auth = await requireUser(ctx, req);
  const pkce = pkceParams(req.body);
  const data = optionalObject(req.body, 'data');
  const password = req.body.password;
  if (password !== undefined && password !== null && typeof password !== 'string') {
    throw errors.validation('password must be a string');
  }
  const rawEmail = req.body.email;
  const newEmail =
    rawEmail === undefined || rawEmail === null || rawEmail === '' ? undefined : validateEmail(rawEmail);
  if (req.body.phone !== undefined && req.body.phone !== null && req.body.phone !== '') {
    throw errors.validation('Phone numbers are not supported by this project');
  }
  if (typeof password === 'string') {
    checkPasswordStrength(password, settings.minimumPasswordLength);
    await refuseCommonPassword(password);
  }
  const redirectTo = resolveRedirect(settings, req.query.get('redirect_to'));

  const user = await transaction(ctx.pool, async (db) => {
    let current = await findUserById(db, auth.user.id, true);
    if (!current) throw errors.userFromJwtMissing();
    const actions: string[] = [];

    if (data) {
      current = await updateUser(db, current.id, {
        raw_user_meta_data: mergeMetadata(current.raw_user_meta_data, data),
      });
      await syncEmailIdentity(db, current);
      actions.push('user_metadata');
    }

    if (typeof password === 'string' && password !== '') {
      await checkPasswordReauthentication(ctx, db, current, auth.sessionId, req.body.nonce);
      if (await verifyPassword(password, current.encrypted_password)) throw errors.samePassword();
      current = await updateUser(db, current.id, { encrypted_password: await hashPassword(password) });
      // A new password ends every other session of the account (GoTrue UpdatePassword).
      if (auth.sessionId) {
        await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [current.id, auth.sessionId]);
      } else {
        await db.query('delete from auth.sessions where user_id = $1', [current.id]);
      }
      actions.push('password');
    }

    if (newEmail && newEmail !== current.email) {
      const other = await findUserByEmail(db, newEmail);
      if (other && other.id !== current.id) throw errors.emailExists();
      if (!settings.enableConfirmations) {
        current = await updateUser(db, current.id, {
          email: newEmail,
          email_confirmed_at: new Date(),
          raw_user_meta_data: { ...(current.raw_user_meta_data ?? {}), email: newEmail },
        });
        await syncEmailIdentity(db, current);
      } else {
        // The new address must be confirmed through a link sent to it before it replaces the old one;
        // with double_confirm_changes (GoTrue's secure e-mail change) the old address confirms too.
        assertMailFrequency(ctx, current.email_change === newEmail ? current.email_change_sent_at : null);
        const toNew = newOneTimeToken(newEmail, ctx.settings.otpLength);
        const toCurrent = settings.doubleConfirmChanges && current.email ? newOneTimeToken(current.email, ctx.settings.otpLength) : undefined;
        // One PKCE flow for the change: both links carry its prefix.
        toNew.tokenHash = await startFlow(db, pkce, current.id, 'email_change', toNew.tokenHash);
        if (toCurrent && pkce) toCurrent.tokenHash = `${PKCE_PREFIX}${toCurrent.tokenHash}`;
        current = await updateUser(db, current.id, {
          email_change: newEmail,
          email_change_token_new: toNew.tokenHash,
          email_change_token_current: toCurrent?.tokenHash ?? '',
          email_change_confirm_status: 0,
          email_change_sent_at: new Date(),
        });
        if (toCurrent && current.email) {
          await sendAuthMail(ctx, { type: 'email_change', to: current.email, ...toCurrent, redirectTo, user: current, newEmail, requestedFrom: req.ip });
        }
        await sendAuthMail(ctx, { type: 'email_change', to: newEmail, ...toNew, redirectTo, user: current, newEmail, requestedFrom: req.ip });
      }
      actions.push('email');
    }

    if (actions.length > 0) {
      await audit(db, 'user_modified', { id: current.id, email: current.email }, req.ip, { changed: actions });
    }
    return current;
  });
  return { status: 200, json: userJson(user, await identitiesOf(ctx.pool, user.id)) };
}

/** POST /logout?scope=global|local|others → 204 */
export async function logout(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const scope = req.query.get('scope') ?? 'global';
  if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
    throw errors.validation(`Unsupported logout scope "${scope}"`);
  }
  const { user, sessionId } = await requireUser(ctx, req);
  if (scope === 'global') {
    await ctx.pool.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else if (scope === 'local') {
    if (sessionId) await ctx.pool.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (sessionId) {
    await ctx.pool.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
  }
  await audit(ctx.pool, 'logout', { id: user.id, email: user.email }, req.ip, { scope });
  return { status: 204, empty: true };
}
