// How the /auth page words the auth service's answers (spec, error catalogue).

export function signUpErrorMessage(message: string, { alreadyRegistered = false, unexpected = false } = {}): string {
  if (alreadyRegistered || /already registered/i.test(message)) return 'Este email ya está registrado. Intenta iniciar sesión.';
  // GoTrue says 'Unable to validate email address: invalid format'; older ones 'Invalid email'.
  if (/invalid email|invalid format/i.test(message)) return 'Por favor, introduce un email válido';
  if (unexpected) return 'Error al crear la cuenta. Inténtalo de nuevo.';
  return message;
}

export function signInErrorMessage(message: string, { unexpected = false } = {}): string {
  if (message === 'Invalid login credentials') return 'Email o contraseña incorrectos';
  if (message === 'Email not confirmed') return 'Por favor, confirma tu email antes de iniciar sesión';
  if (unexpected) return 'Error al iniciar sesión. Inténtalo de nuevo.';
  return message;
}
