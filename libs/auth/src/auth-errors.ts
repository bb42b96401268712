import { COMMON_PASSWORD_MESSAGE, KNOWN_WEAK_PASSWORD } from './common-passwords.ts';

/**
 * What the auth service answers, in Spanish. The service (GoTrue, or the local stack) words its
 * errors in English; supabase-js passes them on with a stable `code` (AuthError.code), so the
 * words a visitor reads come from here, by code, and never from the service.
 */

/** An error as supabase-js returns it (AuthApiError, AuthWeakPasswordError, AuthRetryableFetchError…). */
export interface AuthServiceError {
  message: string;
  code?: string;
  name?: string;
}

export interface AuthFailure {
  /** Spanish, for the visitor. */
  message: string;
  code?: string;
  /** Not the visitor's doing (network, server failure, an answer this site does not know). */
  unexpected?: boolean;
}

export const ALREADY_REGISTERED = 'Este email ya está registrado. Intenta iniciar sesión.';
export const INVALID_EMAIL = 'Por favor, introduce un email válido';
export const GENERIC_AUTH_ERROR = 'Ha ocurrido un error inesperado. Inténtalo de nuevo en unos minutos.';
export const CONNECTION_ERROR = 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.';
const SESSION_ENDED = 'Tu sesión ha caducado. Vuelve a iniciar sesión.';
const LINK_EXPIRED = 'El enlace no es válido o ha caducado. Solicita uno nuevo.';

/** "…after 55 seconds." (GoTrue's max_frequency answer) → 55. */
function secondsToWait(message: string): number | undefined {
  const match = /after (\d+) seconds?/i.exec(message);
  return match ? Number(match[1]) : undefined;
}

function seconds(n: number): string {
  return n === 1 ? '1 segundo' : `${n} segundos`;
}

type Wording = string | ((message: string) => string);

/** The codes the sign-up, sign-in, password-reset, new-password and sign-out flows can meet. */
const BY_CODE: Record<string, Wording> = {
  user_already_exists: ALREADY_REGISTERED,
  email_exists: ALREADY_REGISTERED,
  email_address_invalid: INVALID_EMAIL,
  email_address_not_authorized: 'No podemos enviar correos a esta dirección. Prueba con otro email.',
  weak_password: (message) => {
    if (message === KNOWN_WEAK_PASSWORD) return COMMON_PASSWORD_MESSAGE;
    const min = /at least (\d+) characters/i.exec(message)?.[1];
    return min ? `La contraseña debe tener al menos ${min} caracteres` : 'La contraseña es demasiado débil. Elige una más segura.';
  },
  same_password: 'La nueva contraseña debe ser distinta de la actual.',
  signup_disabled: 'El registro de cuentas nuevas no está disponible en este momento.',
  email_provider_disabled: 'El registro con email no está disponible en este momento.',
  invalid_credentials: 'Email o contraseña incorrectos',
  email_not_confirmed: 'Por favor, confirma tu email antes de iniciar sesión',
  user_banned: 'Esta cuenta está bloqueada. Escríbenos si crees que es un error.',
  user_not_found: 'No encontramos tu cuenta. Vuelve a iniciar sesión.',
  otp_expired: LINK_EXPIRED,
  flow_state_expired: LINK_EXPIRED,
  flow_state_not_found: LINK_EXPIRED,
  bad_code_verifier: LINK_EXPIRED,
  session_not_found: SESSION_ENDED,
  session_expired: SESSION_ENDED,
  refresh_token_not_found: SESSION_ENDED,
  refresh_token_already_used: SESSION_ENDED,
  no_authorization: SESSION_ENDED,
  bad_jwt: SESSION_ENDED,
  reauthentication_needed: 'Por seguridad, vuelve a iniciar sesión antes de cambiar la contraseña.',
  reauthentication_not_valid: 'El código de verificación no es válido. Solicita uno nuevo.',
  over_email_send_rate_limit: (message) => {
    const wait = secondsToWait(message);
    return wait === undefined
      ? 'Hemos enviado demasiados correos. Inténtalo de nuevo más tarde.'
      : `Por seguridad, podrás volver a solicitarlo dentro de ${seconds(wait)}.`;
  },
  over_request_rate_limit: 'Demasiados intentos seguidos. Espera unos minutos e inténtalo de nuevo.',
  captcha_failed: 'No hemos podido comprobar que no eres un robot. Inténtalo de nuevo.',
  conflict: 'Tu cuenta ha cambiado mientras tanto. Inténtalo de nuevo.',
  request_timeout: 'El servidor ha tardado demasiado en responder. Inténtalo de nuevo.',
  // The same code covers several checks: the message tells which one.
  validation_failed: (message) => {
    if (/invalid format|invalid email/i.test(message)) return INVALID_EMAIL;
    if (/email.*required|requires an email/i.test(message)) return 'Introduce tu email';
    const max = /longer than (\d+)/i.exec(message)?.[1];
    if (max) return `La contraseña no puede tener más de ${max} caracteres`;
    if (/password/i.test(message)) return 'Introduce una contraseña válida';
    return 'Revisa los datos e inténtalo de nuevo.';
  },
};

/** Errors supabase-js raises itself, without a code from the service. */
const BY_NAME: Record<string, string> = {
  AuthSessionMissingError: SESSION_ENDED,
  AuthInvalidCredentialsError: 'Introduce tu email y tu contraseña',
};

/** The Spanish wording of an auth service error; an unknown one is logged for the team. */
export function describeAuthError(error: AuthServiceError): AuthFailure {
  const code = error.code;
  const wording = code ? BY_CODE[code] : error.name ? BY_NAME[error.name] : undefined;
  if (wording !== undefined) {
    const message = typeof wording === 'string' ? wording : wording(error.message);
    return code ? { message, code } : { message };
  }
  if (error.name === 'AuthRetryableFetchError') return { message: CONNECTION_ERROR, unexpected: true };
  console.error(`[auth] error del servicio de autenticación sin traducir (code: ${code ?? 'ninguno'})`, error);
  return { message: GENERIC_AUTH_ERROR, ...(code ? { code } : {}), unexpected: true };
}
