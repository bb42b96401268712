import { signInErrorMessage, signUpErrorMessage } from './auth-messages.ts';

describe('auth messages', () => {
  it('shows the auth layer’s Spanish message, or the spec’s words for an unexpected failure', () => {
    const limited = { code: 'over_email_send_rate_limit', message: 'Por seguridad, podrás volver a solicitarlo dentro de 55 segundos.' };
    expect(signUpErrorMessage(limited)).toBe(limited.message);
    expect(signUpErrorMessage({ message: 'x', unexpected: true })).toBe('Error al crear la cuenta. Inténtalo de nuevo.');
    expect(signInErrorMessage({ code: 'invalid_credentials', message: 'Email o contraseña incorrectos' })).toBe('Email o contraseña incorrectos');
    expect(signInErrorMessage({ message: 'x', unexpected: true })).toBe('Error al iniciar sesión. Inténtalo de nuevo.');
  });
});
