import type pg from 'pg';
import type { AuthContext } from '../context.ts';
import { tokenHashOf, type VerificationType } from '../email-links.ts';
import { AuthError, errors } from '../errors.ts';
import type { AuthRequest, AuthResponse } from '../http.ts';
import { recordOtpFailure } from '../otp-attempts.ts';
import { resolveRedirect } from '../redirect.ts';
import {
  audit,
  findUserByToken,
  syncEmailIdentity,
  touchIdentitySignIn,
  transaction,
  updateUser,
  type TokenColumn,
  type UserRow,
} from '../store.ts';
import { PKCE_PREFIX, issueAuthCode } from '../pkce.ts';
import { issueSession, type AuthMethod, type TokenResponse } from '../tokens.ts';
import { optionalString } from '../validation.ts';
import { limitByIp, userAgent } from './common.ts';
import { rejectPhoneVerification } from './disabled.ts';

const TOKEN_COLUMN: Record<VerificationType, TokenColumn> = {
  signup: 'confirmation_token',
  invite: 'confirmation_token',
  recovery: 'recovery_token',
  magiclink: 'recovery_token',
  email_change: 'email_change_token_new',
};

function sentAt(user: UserRow, type: VerificationType): Date | null {
  switch (type) {
    case 'signup':
      return user.confirmation_sent_at;
    case 'invite':
      return user.invited_at ?? user.confirmation_sent_at;
    case 'recovery':
    case 'magiclink':
      return user.recovery_sent_at;
    case 'email_change':
      return user.email_change_sent_at;
  }
}

function parseType(value: unknown): VerificationType | 'email' | undefined {
  switch (value) {
    case 'signup':
    case 'invite':
    case 'recovery':
    case 'magiclink':
    case 'email_change':
    case 'email':
      return value;
    default:
      return undefined;
  }
}

interface FoundToken {
  user: UserRow;
  type: VerificationType;
  /** The stored token that matched (with its `pkce_` prefix, if any). */
  hash: string;
  /** Issued to a PKCE request: the link answers with an auth code, not a session. */
  pkce: boolean;
}

/**
 * Finds the user a token belongs to; `email` type accepts sign-up and magic-link tokens. A code typed
 * by hand also matches the `pkce_`-prefixed token of a PKCE request.
 */
async function findByToken(
  db: pg.PoolClient,
  type: VerificationType | 'email',
  tokenHash: string,
): Promise<FoundToken | undefined> {
  const candidates: VerificationType[] = type === 'email' ? ['signup', 'magiclink'] : [type];
  const hashes = tokenHash.startsWith(PKCE_PREFIX) ? [tokenHash] : [tokenHash, `${PKCE_PREFIX}${tokenHash}`];
  const columns: [VerificationType, TokenColumn][] = candidates.map((c) => [c, TOKEN_COLUMN[c]]);
  // With double confirmation the old address has a token of its own.
  if (type === 'email_change') columns.push(['email_change', 'email_change_token_current']);
  for (const [candidate, column] of columns) {
    for (const hash of hashes) {
      const user = await findUserByToken(db, column, hash);
      if (user) return { user, type: candidate, hash, pkce: hash.startsWith(PKCE_PREFIX) };
    }
  }
  return undefined;
}

/** GoTrue's answer when one of the two e-mail change links has been followed. */
const SINGLE_CONFIRMATION_ACCEPTED = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

/**
 * The first of the two links of a double-confirmed e-mail change: records it and clears its token.
 * Returns false when this link completes the change (or the change needs one link only).
 */
async function firstOfTwo(ctx: AuthContext, db: pg.PoolClient, user: UserRow, tokenHash: string): Promise<boolean> {
  const twoLinks = Boolean(user.email_change_token_current) || user.email_change_confirm_status === 1;
  if (!twoLinks || user.email_change_confirm_status !== 0) return false;
  const issued = user.email_change_sent_at;
  if (!issued || issued.getTime() + ctx.settings.otpExpiry * 1000 < Date.now()) throw errors.linkInvalid();
  const column = user.email_change_token_current === tokenHash ? 'email_change_token_current' : 'email_change_token_new';
  await updateUser(db, user.id, { [column]: '', email_change_confirm_status: 1 });
  return true;
}

/** Applies a verified token to the account (confirms it, or completes the e-mail change). */
async function applyToken(ctx: AuthContext, db: pg.PoolClient, req: AuthRequest, found: FoundToken): Promise<UserRow> {
  const { type } = found;
  let user = found.user;
  const issued = sentAt(user, type);
  if (!issued || issued.getTime() + ctx.settings.otpExpiry * 1000 < Date.now()) throw errors.linkInvalid();
  if (user.deleted_at) throw errors.linkInvalid();
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw errors.userBanned();

  const now = new Date();
  const fields: Record<string, unknown> = { last_sign_in_at: now };
  if (type === 'email_change') {
    if (!user.email_change) throw errors.linkInvalid();
    fields.email = user.email_change;
    fields.email_change = '';
    fields.email_change_token_new = '';
    fields.email_change_token_current = '';
    fields.email_change_confirm_status = 0;
    fields.email_change_sent_at = null;
    fields.raw_user_meta_data = { ...(user.raw_user_meta_data ?? {}), email: user.email_change };
  } else {
    fields[TOKEN_COLUMN[type]] = '';
    // Following an e-mail link proves the address: recovery confirms an unconfirmed account too.
    if (!user.email_confirmed_at) {
      fields.email_confirmed_at = now;
      fields.raw_user_meta_data = { ...(user.raw_user_meta_data ?? {}), email_verified: true };
    }
  }
  user = await updateUser(db, user.id, fields);
  await syncEmailIdentity(db, user);
  await touchIdentitySignIn(db, user.id);
  await audit(db, type === 'signup' ? 'user_signedup' : 'login', { id: user.id, email: user.email }, req.ip, {
    provider: 'email',
    verification: type,
  });
  return user;
}

/** Applies a verified token and opens a session (amr "otp"). */
async function consume(ctx: AuthContext, db: pg.PoolClient, req: AuthRequest, found: FoundToken): Promise<TokenResponse> {
  const user = await applyToken(ctx, db, req, found);
  return issueSession(db, ctx.tokens, user, 'otp', { ip: req.ip, userAgent: userAgent(req) });
}

const FLOW_METHOD: Record<VerificationType, AuthMethod> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

/** `<redirect>?<params>` (kept query, no fragment): where a PKCE link lands. */
function withQuery(redirect: string, params: Record<string, string>): string {
  const url = new URL(redirect.split('#')[0] ?? redirect);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Builds `<redirect>#<params>` replacing any fragment the redirect already had. */
function withFragment(redirect: string, params: Record<string, string>): string {
  const base = redirect.split('#')[0] ?? redirect;
  const sorted = Object.keys(params)
    .sort()
    .map((k) => [k, params[k] as string]);
  return `${base}#${new URLSearchParams(sorted).toString()}`;
}

const OAUTH_ERROR_BY_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
};

/**
 * GET /verify — the link in the e-mail. Always answers 303: to redirect_to with the session in the
 * URL fragment (supabase-js picks it up), or with error, error_code and error_description.
 */
export async function verifyGet(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  limitByIp(ctx, req, 'token_verifications', ctx.settings.rateLimit.tokenVerifications);
  const redirect = resolveRedirect(ctx.settings, req.query.get('redirect_to'));
  const type = parseType(req.query.get('type'));
  const tokenHash = req.query.get('token') ?? '';
  try {
    if (!type) throw errors.validation('Unsupported verification type');
    if (tokenHash === '') throw errors.validation('Verify requires a token or a token hash');
    const response = await transaction(ctx.pool, async (db) => {
      const found = await findByToken(db, type, tokenHash);
      if (!found) throw errors.linkInvalid();
      if (found.type === 'email_change' && (await firstOfTwo(ctx, db, found.user, found.hash))) return null;
      if (found.pkce) {
        const user = await applyToken(ctx, db, req, found);
        return { code: await issueAuthCode(db, user.id, FLOW_METHOD[found.type]) };
      }
      return { session: await consume(ctx, db, req, found), type: found.type };
    });
    if (!response) return { status: 303, location: withFragment(redirect, { message: SINGLE_CONFIRMATION_ACCEPTED, sb: '' }) };
    if (response.code !== undefined) return { status: 303, location: withQuery(redirect, { code: response.code }) };
    const s = response.session;
    return {
      status: 303,
      location: withFragment(redirect, {
        access_token: s.access_token,
        expires_at: String(s.expires_at),
        expires_in: String(s.expires_in),
        refresh_token: s.refresh_token,
        sb: '',
        token_type: s.token_type,
        type: response.type,
      }),
    };
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const params = {
      error: OAUTH_ERROR_BY_STATUS[error.status] ?? 'server_error',
      error_code: error.code,
      error_description: error.message,
    };
    // A PKCE client reads the error from the query, an implicit one from the fragment.
    if (tokenHash.startsWith(PKCE_PREFIX)) return { status: 303, location: withQuery(redirect, params) };
    return { status: 303, location: withFragment(redirect, { ...params, sb: '' }) };
  }
}

/** POST /verify — verifyOtp({ token_hash, type }) or ({ email, token, type }): a JSON session. */
export async function verifyPost(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  limitByIp(ctx, req, 'token_verifications', ctx.settings.rateLimit.tokenVerifications);
  rejectPhoneVerification(req.body);
  const type = parseType(req.body.type);
  if (!type) throw errors.validation('Verify requires a verification type');
  const tokenHashParam = optionalString(req.body, 'token_hash');
  const otp = optionalString(req.body, 'token');
  const emailParam = optionalString(req.body, 'email');
  let tokenHash: string;
  let expectedEmail: string | undefined;
  if (tokenHashParam) {
    tokenHash = tokenHashParam;
  } else if (otp && emailParam) {
    expectedEmail = emailParam.trim().toLowerCase();
    // An e-mail change code is hashed with the new address; others with the account's.
    tokenHash = tokenHashOf(expectedEmail, otp.trim());
  } else {
    throw errors.validation('Verify requires either a token or a token hash');
  }
  const verify = () => transaction(ctx.pool, async (db) => {
    const found = await findByToken(db, type, tokenHash);
    if (!found) throw errors.otpExpired();
    if (expectedEmail !== undefined) {
      // An e-mail change code belongs to the new address, or with double confirmation to the old one.
      const owners =
        found.type === 'email_change'
          ? [found.user.email_change_token_new === found.hash ? found.user.email_change : found.user.email]
          : [found.user.email];
      if (!owners.some((owner) => (owner ?? '').toLowerCase() === expectedEmail)) throw errors.otpExpired();
    }
    if (found.type === 'email_change' && (await firstOfTwo(ctx, db, found.user, found.hash))) return null;
    try {
      return await consume(ctx, db, req, found);
    } catch (error) {
      // Same answer for unknown and expired codes.
      if (error instanceof AuthError && error.code === 'otp_expired') throw errors.otpExpired();
      throw error;
    }
  });
  let session: Awaited<ReturnType<typeof verify>>;
  try {
    session = await verify();
  } catch (error) {
    // A typed code that fails counts against its account (a link's 56-hex hash cannot be guessed).
    if (expectedEmail !== undefined && error instanceof AuthError && error.code === 'otp_expired') {
      await recordOtpFailure(ctx, expectedEmail);
    }
    throw error;
  }
  if (!session) return { status: 200, json: { msg: SINGLE_CONFIRMATION_ACCEPTED, code: 200 } };
  return { status: 200, json: session };
}
