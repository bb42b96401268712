import { describeAuthError } from './auth-errors.ts';

/** Each code the auth flows can meet, with what GoTrue says in English. */
const ANSWERS: [code: string, english: string][] = [
  ['over_email_send_rate_limit', 'For security purposes, you can only request this after 55 seconds.'],
  ['over_email_send_rate_limit', 'email rate limit exceeded'],
  ['over_request_rate_limit', 'Request rate limit reached'],
  ['weak_password', 'Password should be at least 6 characters.'],
  ['weak_password', 'Password is known to be weak and easy to guess, please choose a different one.'],
  ['email_address_invalid', 'Email address "a@b" is invalid'],
  ['email_address_not_authorized', 'Email address not authorized'],
  ['user_already_exists', 'User already registered'],
  ['email_exists', 'A user with this email address has already been registered'],
  ['invalid_credentials', 'Invalid login credentials'],
  ['email_not_confirmed', 'Email not confirmed'],
  ['same_password', 'New password should be different from the old password.'],
  ['otp_expired', 'Token has expired or is invalid'],
  ['signup_disabled', 'Signups not allowed for this instance'],
  ['email_provider_disabled', 'Email signups are disabled'],
  ['validation_failed', 'Unable to validate email address: invalid format'],
  ['validation_failed', 'An email address is required'],
  ['validation_failed', 'Password recovery requires an email'],
  ['validation_failed', 'Password cannot be longer than 72 characters'],
  ['validation_failed', 'Signup requires a valid password'],
  ['validation_failed', 'Something else was not valid'],
  ['user_banned', 'User is banned'],
  ['user_not_found', 'User from sub claim in JWT does not exist'],
  ['session_not_found', 'Session from session_id claim in JWT does not exist'],
  ['session_expired', 'Invalid Refresh Token: Session Expired'],
  ['refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'],
  ['refresh_token_already_used', 'Invalid Refresh Token: Already Used'],
  ['no_authorization', 'This endpoint requires a valid Bearer token'],
  ['bad_jwt', 'invalid JWT: unable to parse or verify signature, token is expired'],
  ['flow_state_expired', 'Flow state has expired'],
  ['flow_state_not_found', 'Flow state not found'],
  ['bad_code_verifier', 'code challenge does not match previously saved code verifier'],
  ['reauthentication_needed', 'Password update requires reauthentication'],
  ['reauthentication_not_valid', 'Requires a valid reauthentication token'],
  ['captcha_failed', 'captcha protection: request disallowed'],
  ['conflict', 'Conflict'],
  ['request_timeout', 'Processing this request timed out, please retry after a moment.'],
];

const ENGLISH_WORDS =
  /\b(the|you|your|is|are|only|please|request|requested|after|seconds|limit|exceeded|reached|invalid|password|user|already|registered|not|should|must|token|session|email address|failed|try|again|sign)\b/i;
const SPANISH = /[áéíóúñ¿¡]|\b(el|la|tu|de|que|en|no|por|una?)\b/i;

function expectSpanish(message: string, english: string) {
  expect(message).not.toBe(english);
  expect(message, message).not.toMatch(ENGLISH_WORDS);
  expect(message, message).toMatch(SPANISH);
}

describe('auth service errors in Spanish', () => {
  it('words every code the flows can meet in Spanish, never in English', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [code, english] of ANSWERS) {
      const failure = describeAuthError({ code, message: english, name: 'AuthApiError' });
      expectSpanish(failure.message, english);
      expect(failure, code).toMatchObject({ code });
      expect(failure.unexpected, code).toBeUndefined();
    }
    // Known codes are not reported as unknown.
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps the spec’s wording where the spec names one', () => {
    const say = (code: string, message = '') => describeAuthError({ code, message }).message;
    expect(say('user_already_exists')).toBe('Este email ya está registrado. Intenta iniciar sesión.');
    expect(say('email_exists')).toBe('Este email ya está registrado. Intenta iniciar sesión.');
    expect(say('email_address_invalid')).toBe('Por favor, introduce un email válido');
    expect(say('validation_failed', 'Unable to validate email address: invalid format')).toBe('Por favor, introduce un email válido');
    expect(say('invalid_credentials')).toBe('Email o contraseña incorrectos');
    expect(say('email_not_confirmed')).toBe('Por favor, confirma tu email antes de iniciar sesión');
    expect(say('weak_password', 'Password should be at least 6 characters.')).toBe('La contraseña debe tener al menos 6 caracteres');
    expect(say('weak_password', 'Password is known to be weak and easy to guess, please choose a different one.')).toBe(
      'Esa contraseña es de las más usadas y muy fácil de adivinar. Elige otra.',
    );
  });

  it('says how many seconds a rate limit asks to wait', () => {
    const wait = (message: string) => describeAuthError({ code: 'over_email_send_rate_limit', message }).message;
    expect(wait('For security purposes, you can only request this after 55 seconds.')).toBe(
      'Por seguridad, podrás volver a solicitarlo dentro de 55 segundos.',
    );
    expect(wait('For security purposes, you can only request this after 1 seconds.')).toMatch(/dentro de 1 segundo\.$/);
  });

  it('gives an unknown code a generic Spanish message and logs it for the team', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const english = 'Hook timed out after 5 seconds, please try again';
    const failure = describeAuthError({ code: 'hook_timeout_after_retry', message: english });
    expectSpanish(failure.message, english);
    expect(failure).toMatchObject({ code: 'hook_timeout_after_retry', unexpected: true });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('hook_timeout_after_retry'), expect.anything());
  });

  it('words the errors supabase-js raises itself', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = describeAuthError({ name: 'AuthRetryableFetchError', message: 'Failed to fetch' });
    expectSpanish(offline.message, 'Failed to fetch');
    expect(offline.unexpected).toBe(true);
    expectSpanish(describeAuthError({ name: 'AuthSessionMissingError', message: 'Auth session missing!' }).message, 'Auth session missing!');
    const odd = describeAuthError({ name: 'AuthUnknownError', message: 'Unexpected token < in JSON' });
    expectSpanish(odd.message, 'Unexpected token < in JSON');
    expect(odd.unexpected).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
