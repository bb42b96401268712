/**
 * GoTrue's PKCE flow for e-mail links (flow_state.go, verify.go, token.go): a request carrying a
 * code challenge stores a flow state, its e-mail token gets the `pkce_` prefix, following the link
 * redirects with `?code=<auth code>`, and `POST /token?grant_type=pkce` trades the code plus the
 * verifier for a session.
 */
import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AuthContext } from './context.ts';
import { AuthError, errors } from './errors.ts';
import type { AuthRequest, AuthResponse } from './http.ts';
import { audit, findUserById, touchIdentitySignIn, transaction, updateUser } from './store.ts';
import { issueSession, type AuthMethod } from './tokens.ts';
import { userAgent } from './handlers/common.ts';

export const PKCE_PREFIX = 'pkce_';
/** How long an issued auth code may be exchanged (GOTRUE_EXTERNAL_FLOW_STATE_EXPIRY_DURATION). */
const FLOW_STATE_EXPIRY_MS = 300_000;

export interface PkceRequest {
  codeChallenge: string;
  method: 's256' | 'plain';
}

/** The body's PKCE parameters (undefined: implicit flow), validated as GoTrue's validatePKCEParams. */
export function pkceParams(body: Record<string, unknown>): PkceRequest | undefined {
  const challenge = typeof body.code_challenge === 'string' ? body.code_challenge : '';
  const method = typeof body.code_challenge_method === 'string' ? body.code_challenge_method.toLowerCase() : '';
  if (challenge === '' && method === '') return undefined;
  if (challenge === '' || method === '') {
    throw errors.validation('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (method !== 's256' && method !== 'plain') {
    throw errors.validation(`code challenge method ${String(body.code_challenge_method)} not supported`);
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw errors.validation('code challenge has to be between 43 and 128 characters');
  }
  return { codeChallenge: challenge, method };
}

/** Stores the flow state of a PKCE e-mail request; returns the token to store and mail. */
export async function startFlow(
  db: pg.PoolClient,
  pkce: PkceRequest | undefined,
  userId: string,
  method: AuthMethod,
  tokenHash: string,
): Promise<string> {
  if (!pkce) return tokenHash;
  // A new request replaces the token of the previous one, so its flow can go too.
  await db.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [userId, method]);
  await db.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, 'email', now(), now(), $6)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.codeChallenge, method],
  );
  return `${PKCE_PREFIX}${tokenHash}`;
}

/** After a PKCE link was verified: the auth code of the user's latest flow for that method. */
export async function issueAuthCode(db: pg.PoolClient, userId: string, method: AuthMethod): Promise<string> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
     where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                 order by created_at desc limit 1)
     returning auth_code`,
    [userId, method],
  );
  const code = rows[0]?.auth_code;
  if (!code) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  return code;
}

function challengeOf(verifier: string, method: string): string {
  return method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
}

interface FlowStateRow {
  id: string;
  user_id: string | null;
  code_challenge_method: string;
  code_challenge: string;
  authentication_method: AuthMethod;
  auth_code_issued_at: Date | null;
}

/** POST /token?grant_type=pkce {auth_code, code_verifier} */
export async function pkceGrant(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  const authCode = typeof req.body.auth_code === 'string' ? req.body.auth_code : '';
  const verifier = typeof req.body.code_verifier === 'string' ? req.body.code_verifier : '';
  if (authCode === '' || verifier === '') {
    throw errors.validation('invalid request: both auth code and code verifier should be non-empty');
  }
  const session = await transaction(ctx.pool, async (db) => {
    const { rows } = await db.query<FlowStateRow>(
      `select id, user_id, code_challenge_method, code_challenge, authentication_method, auth_code_issued_at
       from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    const flow = rows[0];
    // A code is only handed out once its link was followed.
    if (!flow || !flow.user_id || !flow.auth_code_issued_at) {
      throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    }
    if (flow.auth_code_issued_at.getTime() + FLOW_STATE_EXPIRY_MS < Date.now()) {
      throw new AuthError(403, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
      throw new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    }
    const found = await findUserById(db, flow.user_id, true);
    if (!found || found.deleted_at) throw errors.userNotFound();
    if (found.banned_until && found.banned_until.getTime() > Date.now()) throw errors.userBanned();
    // One exchange per code.
    await db.query('delete from auth.flow_state where id = $1', [flow.id]);
    const user = await updateUser(db, found.id, { last_sign_in_at: new Date() });
    await touchIdentitySignIn(db, user.id);
    await audit(db, 'login', { id: user.id, email: user.email }, req.ip, { provider: 'email', flow: 'pkce' });
    return issueSession(db, ctx.tokens, user, flow.authentication_method, { ip: req.ip, userAgent: userAgent(req) });
  });
  return { status: 200, json: session };
}
