import type { AuthContext } from '../context.ts';
import { errors } from '../errors.ts';
import type { AuthRequest } from '../http.ts';
import { FIVE_MINUTES } from '../rate-limit.ts';

/** GoTrue's per-IP request limiter: 429 over_request_rate_limit. */
export function limitByIp(ctx: AuthContext, req: AuthRequest, bucket: string, limit: number): void {
  if (!ctx.limiter.hit(bucket, req.ip, limit, FIVE_MINUTES)) throw errors.overRequestRateLimit();
}

/** The same limit per e-mail address, so one account cannot be hammered from many IPs. */
export function limitByEmail(ctx: AuthContext, bucket: string, email: string, limit: number): void {
  if (!ctx.limiter.hit(`${bucket}:email`, email, limit, FIVE_MINUTES)) throw errors.overRequestRateLimit();
}

export function userAgent(req: AuthRequest): string | undefined {
  const ua = req.headers['user-agent'];
  return typeof ua === 'string' ? ua.slice(0, 512) : undefined;
}

/** pg errors while writing a user (e.g. a failing trigger on auth.users) → GoTrue's 500. */
export function isDatabaseError(error: unknown): error is { code: string; message: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}
