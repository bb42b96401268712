/** Who is calling: the user behind the request's JWT, and whether they are an admin. */
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError, bearerToken } from './http.ts';

export interface Caller {
  id: string;
  email: string | null;
}

/**
 * The signed-in admin making the request, or an HttpError: 401 without a valid user session,
 * 403 for a user who is not an admin. The token is checked by the auth service itself.
 */
export async function requireAdmin(
  req: Request,
  db: SupabaseClient,
  messages: { unauthenticated: string; forbidden: string },
): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) throw new HttpError(401, messages.unauthenticated);
  const { data, error } = await db.auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, messages.unauthenticated);

  const { data: role, error: roleError } = await db
    .from('user_roles')
    .select('role')
    .eq('user_id', data.user.id)
    .maybeSingle();
  if (roleError) throw new Error(`user_roles lookup failed: ${roleError.message}`);
  if ((role as { role?: string } | null)?.role !== 'admin') throw new HttpError(403, messages.forbidden);
  return { id: data.user.id, email: data.user.email ?? null };
}

/** An auth answer that is an outage (no answer, 5xx), not a verdict on the token. */
function authOutage(error: { status?: number }): boolean {
  return error.status === undefined || error.status === 0 || error.status >= 500;
}

/**
 * The signed-in user making the request, or an HttpError: 401 without a valid user session, 503
 * (`unavailable`) when the auth service cannot answer — an outage is never "sign in".
 */
export async function requireUser(
  req: Request,
  db: SupabaseClient,
  messages: { unauthenticated: string; unavailable: string; context: string },
): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) throw new HttpError(401, messages.unauthenticated);
  const { data, error } = await db.auth.getUser(token);
  if (error && authOutage(error)) {
    console.error(`[${messages.context}] the auth service did not answer`, error);
    throw new HttpError(503, messages.unavailable);
  }
  if (error || !data.user) throw new HttpError(401, messages.unauthenticated);
  return { id: data.user.id, email: data.user.email ?? null };
}
