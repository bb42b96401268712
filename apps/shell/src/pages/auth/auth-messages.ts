import type { AuthFailure } from '@pitwall/auth';

// How the /auth page words a failure, in the Spanish of the error catalogue: the auth layer's Spanish message, or the page's
// own words when the failure was not the visitor's doing.

export function signUpErrorMessage(failure: AuthFailure): string {
  return failure.unexpected ? 'Error al crear la cuenta. Inténtalo de nuevo.' : failure.message;
}

export function signInErrorMessage(failure: AuthFailure): string {
  return failure.unexpected ? 'Error al iniciar sesión. Inténtalo de nuevo.' : failure.message;
}
