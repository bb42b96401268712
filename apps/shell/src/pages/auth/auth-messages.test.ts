import { signInErrorMessage, signUpErrorMessage } from './auth-messages.ts';

describe('auth messages', () => {
  it('maps sign-up answers', () => {
    expect(signUpErrorMessage('User already registered')).toBe('Este email ya está registrado. Intenta iniciar sesión.');
    expect(signUpErrorMessage('', { alreadyRegistered: true })).toBe('Este email ya está registrado. Intenta iniciar sesión.');
    expect(signUpErrorMessage('Unable to validate email address: invalid format')).toBe('Por favor, introduce un email válido');
    expect(signUpErrorMessage('Invalid email')).toBe('Por favor, introduce un email válido');
    expect(signUpErrorMessage('Failed to fetch', { unexpected: true })).toBe('Error al crear la cuenta. Inténtalo de nuevo.');
    expect(signUpErrorMessage('Request rate limit reached')).toBe('Request rate limit reached');
  });

  it('maps sign-in answers', () => {
    expect(signInErrorMessage('Invalid login credentials')).toBe('Email o contraseña incorrectos');
    expect(signInErrorMessage('Email not confirmed')).toBe('Por favor, confirma tu email antes de iniciar sesión');
    expect(signInErrorMessage('Failed to fetch', { unexpected: true })).toBe('Error al iniciar sesión. Inténtalo de nuevo.');
  });
});
