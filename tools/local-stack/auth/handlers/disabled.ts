/**
 * GoTrue features this project does not use (MFA, SSO, identity linking, OAuth/ID-token and Web3
 * sign-in, anonymous and phone accounts, passkeys, the OAuth server) answer as a GoTrue with them switched off: the
 * same status, code and message, checked in GoTrue's order (a route behind requireAuthentication
 * asks for the bearer first). Nothing here stores anything.
 */
import type { AuthContext } from '../context.ts';
import { AuthError, errors, OAuthError } from '../errors.ts';
import { requireAdmin, requireUser } from '../guards.ts';
import type { AuthRequest, AuthResponse } from '../http.ts';

const factorNotFound = () => new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
const manualLinkingDisabled = () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');
const passkeysDisabled = () => new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
const oauthServerDisabled = () => new AuthError(404, 'feature_disabled', 'OAuth server is disabled');

const ENROLL_DISABLED: Record<string, [string, string]> = {
  totp: ['mfa_totp_enroll_not_enabled', 'TOTP'],
  phone: ['mfa_phone_enroll_not_enabled', 'Phone'],
  webauthn: ['mfa_webauthn_enroll_not_enabled', 'WebAuthn'],
};

/** POST /factors (mfa.enroll) */
async function enrollFactor(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  await requireUser(ctx, req);
  const disabled = ENROLL_DISABLED[String(req.body.factor_type)];
  if (!disabled) throw errors.validation('factor_type needs to be totp, phone or webauthn');
  throw new AuthError(422, disabled[0], `MFA enroll is disabled for ${disabled[1]}`);
}

/** Any call on one factor: nobody has factors here. */
async function noSuchFactor(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  await requireUser(ctx, req);
  throw factorNotFound();
}

async function manualLinking(ctx: AuthContext, req: AuthRequest): Promise<AuthResponse> {
  await requireUser(ctx, req);
  throw manualLinkingDisabled();
}

const ID_TOKEN_ISSUERS: Record<string, string> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
  azure: 'https://login.microsoftonline.com/common/v2.0',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

/** POST /token?grant_type=web3|id_token */
export function disabledGrant(grantType: 'web3' | 'id_token', body: Record<string, unknown>): never {
  if (grantType === 'web3') throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
  if (typeof body.id_token !== 'string' || body.id_token === '') {
    throw new OAuthError(400, 'invalid request', 'id_token required');
  }
  const provider = typeof body.provider === 'string' ? body.provider : '';
  if (provider === '') throw new OAuthError(400, 'invalid request', 'provider or client_id and issuer required');
  const issuer = ID_TOKEN_ISSUERS[provider];
  if (issuer === undefined) throw errors.validation(`Custom OIDC provider "${provider}" not allowed`);
  throw new AuthError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** POST /signup with neither e-mail nor phone: an anonymous sign-in (GoTrue checks it before anything else). */
export function rejectAnonymousSignup(body: Record<string, unknown>): void {
  if (isBlank(body.email) && isBlank(body.phone)) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
}

/** POST /signup with a phone number instead of an e-mail address. */
export function rejectPhoneSignup(body: Record<string, unknown>): void {
  if (isBlank(body.email) && !isBlank(body.phone)) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  }
}

/** Password sign-in with a phone number. */
export function rejectPhoneLogin(body: Record<string, unknown>): void {
  if (isBlank(body.email) && !isBlank(body.phone)) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }
}

/** POST /otp with a phone number. */
export function rejectPhoneOtp(body: Record<string, unknown>): void {
  if (isBlank(body.email) && !isBlank(body.phone)) {
    throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  }
}

/**
 * POST /verify of an SMS code: GoTrue checks the number's format (E.164) first; then no account has
 * a phone, so no code can match.
 */
export function rejectPhoneVerification(body: Record<string, unknown>): void {
  if (body.type !== 'sms' && body.type !== 'phone_change') return;
  const phone = typeof body.phone === 'string' ? body.phone.replaceAll(' ', '').replace(/^\+/, '') : '';
  if (phone !== '' && !/^[1-9]\d{1,14}$/.test(phone)) {
    throw errors.validation('Invalid phone number format (E.164 required)');
  }
  throw errors.otpExpired();
}

type Handler = (ctx: AuthContext, req: AuthRequest) => Promise<AuthResponse>;

/** Routes of the switched-off features: `[method, path pattern, handler]`, first match wins. */
const DISABLED_ROUTES: [string, RegExp, Handler][] = [
  ['POST', /^\/factors$/, enrollFactor],
  ['*', /^\/factors\/.+$/, noSuchFactor],
  ['POST', /^\/sso$/, async () => {
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  }],
  ['GET', /^\/user\/identities\/authorize$/, manualLinking],
  ['DELETE', /^\/user\/identities\/[^/]+$/, manualLinking],
  ['*', /^\/passkeys(\/.*)?$/, async () => {
    throw passkeysDisabled();
  }],
  ['GET', /^\/authorize$/, async () => {
    throw errors.validation('Unsupported provider: provider is not enabled');
  }],
  ['GET', /^\/admin\/users\/[^/]+\/factors$/, async (ctx, req) => {
    await requireAdmin(ctx, req);
    return { status: 200, json: [] };
  }],
  ['*', /^\/admin\/users\/[^/]+\/factors\/[^/]+$/, async (ctx, req) => {
    await requireAdmin(ctx, req);
    throw factorNotFound();
  }],
  ['*', /^\/admin\/users\/[^/]+\/passkeys(\/.*)?$/, async (ctx, req) => {
    await requireAdmin(ctx, req);
    throw passkeysDisabled();
  }],
  ['*', /^\/oauth\/.+$/, async () => {
    throw oauthServerDisabled();
  }],
  ['*', /^\/user\/oauth\/grants$/, async (ctx, req) => {
    await requireUser(ctx, req);
    throw oauthServerDisabled();
  }],
  ['*', /^\/admin\/oauth\/.+$/, async (ctx, req) => {
    await requireAdmin(ctx, req);
    throw oauthServerDisabled();
  }],
  ['*', /^\/admin\/sso\/providers(\/.*)?$/, async (ctx, req) => {
    await requireAdmin(ctx, req);
    throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
  }],
];

export function disabledRoute(method: string, path: string): Handler | undefined {
  for (const [m, pattern, handler] of DISABLED_ROUTES) {
    if ((m === '*' || m === method) && pattern.test(path)) return handler;
  }
  return undefined;
}
