import type { AuthContext } from './context.ts';
import { errors } from './errors.ts';
import type { AuthRequest } from './http.ts';
import { findUserById, type UserRow } from './store.ts';
import { verifyAccessToken, type AccessTokenClaims } from './tokens.ts';

export function bearerToken(req: AuthRequest): string | undefined {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1]?.trim();
}

/** A valid JWT of this instance (GoTrue requireAuthentication). */
export async function requireToken(ctx: AuthContext, req: AuthRequest): Promise<AccessTokenClaims> {
  const token = bearerToken(req);
  if (!token) throw errors.noAuthorization();
  return verifyAccessToken(ctx.tokens, token);
}

export interface Authenticated {
  claims: AccessTokenClaims;
  user: UserRow;
  sessionId: string | undefined;
}

/** A signed-in user whose account and session still exist. */
export async function requireUser(ctx: AuthContext, req: AuthRequest): Promise<Authenticated> {
  const claims = await requireToken(ctx, req);
  if (typeof claims.sub !== 'string' || claims.sub === '') throw errors.missingSub();
  const user = /^[0-9a-f-]{36}$/i.test(claims.sub) ? await findUserById(ctx.pool, claims.sub) : undefined;
  if (!user || user.deleted_at) throw errors.userFromJwtMissing();
  const sessionId = typeof claims.session_id === 'string' && claims.session_id !== '' ? claims.session_id : undefined;
  if (sessionId) {
    const { rowCount } = await ctx.pool.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
      sessionId,
      user.id,
    ]);
    if (!rowCount) throw errors.sessionFromJwtMissing();
  }
  return { claims, user, sessionId };
}

/** The service role (or supabase_admin): the admin API. */
export async function requireAdmin(ctx: AuthContext, req: AuthRequest): Promise<AccessTokenClaims> {
  const claims = await requireToken(ctx, req);
  if (typeof claims.role !== 'string' || !ctx.adminRoles.includes(claims.role)) throw errors.notAdmin();
  return claims;
}
