import type pg from 'pg';
import type { AuthMailer } from './mail.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { AuthSettings } from './settings.ts';
import type { TokenConfig } from './tokens.ts';

/** Everything a handler needs; built once by startAuthServer. */
export interface AuthContext {
  pool: pg.Pool;
  settings: AuthSettings;
  tokens: TokenConfig;
  /** Public URL of the auth API (`<apiUrl>/auth/v1`): the JWT issuer and the base of e-mail links. */
  externalUrl: string;
  mailer: AuthMailer;
  limiter: RateLimiter;
  /** JWT roles allowed on /admin (GoTrue's GOTRUE_JWT_ADMIN_ROLES). */
  adminRoles: string[];
}
