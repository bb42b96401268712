import { errors as joseErrors, SignJWT, type JWTPayload } from 'jose';
import { projectKey, verifyProjectJwt } from '../lib/keys.ts';
import { ERRORS } from './errors.ts';

/** The database roles a request may run as (Supabase's API roles). */
export type ApiRole = 'anon' | 'authenticated' | 'service_role';
const API_ROLES: ReadonlySet<string> = new Set<ApiRole>(['anon', 'authenticated', 'service_role']);

export interface Caller {
  role: ApiRole;
  /** Verified claims, with `role` filled in (what policies read through auth.jwt()). */
  claims: Record<string, unknown>;
  /** `sub` when present (a user id for user tokens; absent in API keys). */
  sub?: string;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string | undefined): value is string => !!value && UUID_RE.test(value);

/** jose's errors → the jsonwebtoken messages Supabase Storage answers with. */
function jwtErrorMessage(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return 'jwt expired';
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return 'invalid signature';
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return 'invalid algorithm';
  if (error instanceof joseErrors.JWTClaimValidationFailed) return `jwt ${error.claim} invalid`;
  return 'jwt malformed';
}

async function verify(token: string, key: Uint8Array): Promise<JWTPayload> {
  try {
    return await verifyProjectJwt(token, key);
  } catch (error) {
    throw ERRORS.invalidJwt(jwtErrorMessage(error));
  }
}

export class JwtKeys {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    if (secret.length < 32) throw new Error('The JWT secret must have at least 32 characters');
    this.key = projectKey(secret);
  }

  /** Verifies `Authorization: Bearer <jwt>` (HS256, project secret) and names the role to run as. */
  async caller(authorization: string | undefined): Promise<Caller> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match?.[1]) throw ERRORS.invalidJwt('jwt must be provided');
    const payload = await verify(match[1], this.key);
    // Like PostgREST, a token without a role claim is the anonymous role.
    const role = typeof payload.role === 'string' ? payload.role : 'anon';
    if (!API_ROLES.has(role)) throw ERRORS.accessDenied(`role "${role}" is not allowed`);
    return {
      role: role as ApiRole,
      claims: { ...payload, role },
      sub: typeof payload.sub === 'string' ? payload.sub : undefined,
    };
  }

  /** Signs a URL token (signed download/upload URLs), valid for `expiresIn` seconds. */
  async sign(payload: Record<string, unknown>, expiresIn: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + expiresIn)
      .sign(this.key);
  }

  /** Verifies a URL token; errors are InvalidJWT like Supabase's (`jwt expired`, `invalid signature`). */
  verifyToken(token: string): Promise<JWTPayload> {
    return verify(token, this.key);
  }
}
