import type { AuthContext } from '../context.ts';
import { errors, OAuthError } from '../errors.ts';
import type { AuthRequest, AuthResponse } from '../http.ts';
import { verifyPassword } from '../passwords.ts';
import { audit, findUserByEmail, findUserById, touchIdentitySignIn, transaction, updateUser } from '../store.ts';
import { issueSession, refreshSession } from '../tokens.ts';
import { pkceGrant } from '../pkce.ts';
import { disabledGrant, rejectPhoneLogin } from './disabled.ts';
import { limitByEmail, limitByIp, userAgent } from './common.ts';

/** POST /token?grant_type=password|refresh_token */
export async function token(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const grantType = req.query.get('grant_type');
  switch (grantType) {
    case 'password':
      return passwordGrant(ctx, req);
    case 'refresh_token':
      return refreshTokenGrant(ctx, req);
    case 'pkce':
      return pkceGrant(ctx, req);
    case 'web3':
    case 'id_token':
      return disabledGrant(grantType, req.body);
    default:
      throw new OAuthError(400, 'unsupported_grant_type', `unsupported_grant_type`);
  }
}

async function passwordGrant(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const { settings } = ctx;
  limitByIp(ctx, req, 'sign_in_sign_ups', settings.rateLimit.signInSignUps);
  const rawEmail = req.body.email;
  const password = req.body.password;
  if ((rawEmail === undefined || rawEmail === '') && (req.body.phone === undefined || req.body.phone === '')) {
    throw errors.validation('missing email or phone');
  }
  rejectPhoneLogin(req.body);
  if (typeof rawEmail !== 'string') {
    // Phone sign-in is not offered by this project (no SMS provider).
    throw errors.invalidCredentials();
  }
  // Password sign-in does not validate the e-mail format (GoTrue token.go): unknown = invalid credentials.
  const email = rawEmail.trim().toLowerCase();
  limitByEmail(ctx, 'sign_in_sign_ups', email, settings.rateLimit.signInSignUps);
  if (typeof password !== 'string' || password === '') throw errors.invalidCredentials();

  const found = await findUserByEmail(ctx.pool, email);
  if (!found || found.deleted_at) throw errors.invalidCredentials();
  if (!(await verifyPassword(password, found.encrypted_password))) throw errors.invalidCredentials();
  if (found.banned_until && found.banned_until.getTime() > Date.now()) throw errors.userBanned();
  if (!found.email_confirmed_at && !found.phone_confirmed_at) throw errors.emailNotConfirmed();

  const response = await transaction(ctx.pool, async (db) => {
    const user = await updateUser(db, found.id, { last_sign_in_at: new Date() });
    await touchIdentitySignIn(db, user.id);
    await audit(db, 'login', { id: user.id, email: user.email }, req.ip, { provider: 'email' });
    return issueSession(db, ctx.tokens, user, 'password', { ip: req.ip, userAgent: userAgent(req) });
  });
  // Tell the client when a password no longer meets the policy (data.weakPassword).
  if ([...password].length < settings.minimumPasswordLength) {
    response.weak_password = {
      message: `Password should be at least ${settings.minimumPasswordLength} characters.`,
      reasons: ['length'],
    };
  }
  return { status: 200, json: response };
}

async function refreshTokenGrant(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const { settings } = ctx;
  limitByIp(ctx, req, 'token_refresh', settings.rateLimit.tokenRefresh);
  const refreshToken = req.body.refresh_token;
  if (typeof refreshToken !== 'string' || refreshToken === '') {
    throw new OAuthError(400, 'invalid_request', 'refresh_token required');
  }
  const { response, user } = await transaction(ctx.pool, (db) =>
    refreshSession(
      db,
      ctx.tokens,
      refreshToken,
      { rotation: settings.refreshTokenRotation, reuseIntervalSeconds: settings.refreshTokenReuseInterval },
      (id) => findUserById(db, id),
    ),
  );
  await audit(ctx.pool, 'token_refreshed', { id: user.id, email: user.email }, req.ip);
  return { status: 200, json: response };
}
