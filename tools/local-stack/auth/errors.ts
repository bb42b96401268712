import { KNOWN_WEAK_PASSWORD } from '../../../libs/auth/src/common-passwords.ts';

/**
 * GoTrue's error catalogue (tools/local-stack/WIRE-CONTRACT.md §2): HTTP status, error code and message are part of
 * the contract — supabase-js hands `message` to the UI unchanged.
 */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** OAuth-style errors (`{error, error_description}`), used by GoTrue for some token-grant failures. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

export const errors = {
  badJson: (detail: string) => new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${detail}`),
  validation: (message: string) => new AuthError(400, 'validation_failed', message),
  notFound: (message = 'Not Found') => new AuthError(404, 'not_found', message),
  methodNotAllowed: () => new AuthError(405, 'method_not_allowed', 'Method Not Allowed'),
  invalidCredentials: () => new AuthError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthError(400, 'email_not_confirmed', 'Email not confirmed'),
  userBanned: () => new AuthError(400, 'user_banned', 'User is banned'),
  userAlreadyExists: () => new AuthError(422, 'user_already_exists', 'User already registered'),
  emailExists: () => new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  signupDisabled: () => new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  emailSignupDisabled: () => new AuthError(422, 'email_provider_disabled', 'Email signups are disabled'),
  weakPassword: (min: number) =>
    new AuthError(422, 'weak_password', `Password should be at least ${min} characters.`, {
      weak_password: { reasons: ['length'] },
    }),
  commonPassword: () =>
    new AuthError(422, 'weak_password', KNOWN_WEAK_PASSWORD, {
      weak_password: { reasons: ['pwned'] },
    }),
  passwordTooLong: () => new AuthError(400, 'validation_failed', 'Password cannot be longer than 72 characters'),
  samePassword: () =>
    new AuthError(422, 'same_password', 'New password should be different from the old password.'),
  emailRequired: () => new AuthError(400, 'validation_failed', 'An email address is required'),
  emailInvalid: () => new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  emailTooLong: () => new AuthError(400, 'validation_failed', 'An email address is too long'),
  overRequestRateLimit: () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached'),
  overEmailSendRateLimit: () => new AuthError(429, 'over_email_send_rate_limit', 'email rate limit exceeded'),
  emailFrequency: (seconds: number) =>
    new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
    ),
  refreshTokenNotFound: () =>
    new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshTokenAlreadyUsed: () =>
    new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  sessionExpired: () => new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired'),
  noAuthorization: () => new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (detail: string) =>
    new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`),
  missingSub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  userFromJwtMissing: () => new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  sessionFromJwtMissing: () =>
    new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  notAdmin: () => new AuthError(403, 'not_admin', 'User not allowed'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  otpExpired: () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid'),
  linkInvalid: () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired'),
  databaseSave: () => new AuthError(500, 'unexpected_failure', 'Database error saving new user'),
  unexpected: (message = 'Unexpected failure, please check server logs for more information') =>
    new AuthError(500, 'unexpected_failure', message),
};
