import { randomBytes, randomUUID } from 'node:crypto';
import { errors as joseErrors, SignJWT, type JWTPayload } from 'jose';
import type pg from 'pg';
import { verifyProjectJwt } from '../lib/keys.ts';
import { errors } from './errors.ts';
import { CommitThenFail, identitiesOf, type Queryable, type UserRow } from './store.ts';
import { userJson, type UserJson } from './user-json.ts';

export type AuthMethod = 'password' | 'otp' | 'recovery' | 'email/signup' | 'invite' | 'magiclink' | 'email_change';

export interface TokenConfig {
  secret: Uint8Array;
  issuer: string;
  expirySeconds: number;
}

export interface AccessTokenClaims extends JWTPayload {
  sub?: string;
  role?: string;
  email?: string;
  session_id?: string;
  is_anonymous?: boolean;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: { message: string; reasons: string[] };
}

/** Access token with GoTrue's claims (tools/local-stack/WIRE-CONTRACT.md §2). */
export async function signAccessToken(
  config: TokenConfig,
  user: UserRow,
  sessionId: string,
  amr: { method: string; timestamp: number }[],
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + config.expirySeconds;
  const token = await new SignJWT({
    iss: config.issuer,
    sub: user.id,
    aud: user.aud ?? 'authenticated',
    exp,
    iat,
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role ?? 'authenticated',
    aal: 'aal1',
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(config.secret);
  return { token, expiresAt: exp };
}

/** Verifies a bearer token the way GoTrue's requireAuthentication does (403 bad_jwt on failure). */
export async function verifyAccessToken(config: TokenConfig, token: string): Promise<AccessTokenClaims> {
  try {
    return (await verifyProjectJwt(token, config.secret)) as AccessTokenClaims;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw errors.badJwt('token has invalid claims: token is expired');
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      throw errors.badJwt('token signature is invalid: signature is invalid');
    }
    if (error instanceof joseErrors.JWTClaimValidationFailed) {
      throw errors.badJwt(`token has invalid claims: ${error.message}`);
    }
    throw errors.badJwt(`token is malformed: ${(error as Error).message}`);
  }
}

export function newRefreshToken(): string {
  // Opaque, URL-safe, 192 bits.
  return randomBytes(24).toString('base64url');
}

interface SessionRow {
  id: string;
  user_id: string;
  not_after: Date | null;
}

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

async function amrOf(db: Queryable, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    `select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows.map((r) => ({ method: r.authentication_method, timestamp: Math.floor(r.updated_at.getTime() / 1000) }));
}

async function tokenResponse(
  db: Queryable,
  config: TokenConfig,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const amr = await amrOf(db, sessionId);
  const { token, expiresAt } = await signAccessToken(config, user, sessionId, amr);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: config.expirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, await identitiesOf(db, user.id)),
  };
}

/** A new server-side session with its first refresh token; returns the token response. */
export async function issueSession(
  db: pg.PoolClient,
  config: TokenConfig,
  user: UserRow,
  method: AuthMethod,
  client: { ip: string; userAgent: string | undefined },
): Promise<TokenResponse> {
  const sessionId = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, refreshed_at, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', now() at time zone 'utc', $3, $4)`,
    [sessionId, user.id, client.userAgent ?? null, isIp(client.ip) ? client.ip : null],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  const refreshToken = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), null, $3)`,
    [refreshToken, user.id, sessionId],
  );
  return tokenResponse(db, config, user, sessionId, refreshToken);
}

function isIp(value: string): boolean {
  return /^[0-9.]+$/.test(value) || /^[0-9a-f:]+$/i.test(value);
}

/**
 * Refresh-token grant with rotation and reuse detection (GoTrue tokens/service.go):
 * - an active token is revoked and replaced by a child token;
 * - a revoked token presented again within the reuse interval yields the session's current token
 *   (two tabs refreshing at once);
 * - after that, reuse means the token leaked: the whole session is revoked.
 */
export async function refreshSession(
  db: pg.PoolClient,
  config: TokenConfig,
  refreshToken: string,
  options: { rotation: boolean; reuseIntervalSeconds: number },
  loadUser: (id: string) => Promise<UserRow | undefined>,
): Promise<{ response: TokenResponse; user: UserRow }> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select id, token, user_id, revoked, updated_at, parent, session_id
     from auth.refresh_tokens where token = $1 for update`,
    [refreshToken],
  );
  const current = rows[0];
  if (!current || !current.session_id) throw errors.refreshTokenNotFound();
  const session = (
    await db.query<SessionRow>('select id, user_id, not_after from auth.sessions where id = $1 for update', [
      current.session_id,
    ])
  ).rows[0];
  if (!session) throw errors.refreshTokenNotFound();
  if (session.not_after && session.not_after.getTime() < Date.now()) throw errors.sessionExpired();
  const user = await loadUser(current.user_id);
  if (!user || user.deleted_at) throw errors.refreshTokenNotFound();
  if (user.banned_until && user.banned_until.getTime() > Date.now()) throw errors.userBanned();

  let tokenToReturn: string;
  if (current.revoked) {
    const withinReuse = Date.now() - current.updated_at.getTime() <= options.reuseIntervalSeconds * 1000;
    const active = (
      await db.query<RefreshTokenRow>(
        `select id, token, user_id, revoked, updated_at, parent, session_id from auth.refresh_tokens
         where session_id = $1 and revoked = false order by id desc limit 1`,
        [session.id],
      )
    ).rows[0];
    if (!withinReuse || !active || active.parent !== current.token) {
      // Reuse outside the grace period: treat the token family as stolen.
      await db.query('delete from auth.sessions where id = $1', [session.id]);
      throw new CommitThenFail(errors.refreshTokenAlreadyUsed());
    }
    tokenToReturn = active.token;
  } else if (options.rotation) {
    await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [current.id]);
    tokenToReturn = newRefreshToken();
    await db.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, false, now(), now(), $3, $4)`,
      [tokenToReturn, user.id, current.token, session.id],
    );
  } else {
    tokenToReturn = current.token;
  }
  await db.query(
    `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now() where id = $1`,
    [session.id],
  );
  return { response: await tokenResponse(db, config, user, session.id, tokenToReturn), user };
}
