import type { AuthChangeEvent, Session, User } from '@pitwall/backend';
import { createAuthStore, type AuthDependencies } from './auth-store.ts';

const user = { id: 'u-1', email: 'lucia@empresa.es', identities: [{ id: 'i' }] } as unknown as User;
const session = { access_token: 't', user } as unknown as Session;

function setup(overrides: Partial<AuthDependencies> = {}) {
  let listener: (event: AuthChangeEvent, session: Session | null) => void = () => undefined;
  const notes: string[] = [];
  const auth = {
    onAuthStateChange: vi.fn((callback) => {
      listener = callback;
      return { data: { subscription: { id: 's', callback, unsubscribe: () => undefined } } };
    }),
    signUp: vi.fn(async () => ({ data: { user, session: null }, error: null })),
    signInWithPassword: vi.fn(async () => ({ data: { user, session }, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null })),
    updateUser: vi.fn(async () => ({ data: { user }, error: null })),
  };
  const deps: AuthDependencies = {
    auth: auth as unknown as AuthDependencies['auth'],
    getProfile: vi.fn(async () => ({ user_id: 'u-1', nombre: 'Lucía', apellidos: 'Martín' })),
    getUserRole: vi.fn(async () => 'user' as const),
    upsertProfile: vi.fn(async (_id, input) => ({ user_id: 'u-1', nombre: input.nombre, apellidos: input.apellidos })),
    notify: { success: (title) => notes.push(`ok:${title}`), error: (title, text) => notes.push(`error:${title}:${text}`) },
    origin: () => 'https://pitwall.es',
    ...overrides,
  };
  const store = createAuthStore(deps);
  return { store, auth, deps, notes, emit: (event: AuthChangeEvent, value: Session | null) => listener(event, value) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('auth store', () => {
  it('starts loading, then becomes signed out when there is no session', () => {
    const { store, emit } = setup();
    expect(store.getState().status).toBe('loading');
    emit('INITIAL_SESSION', null);
    expect(store.getState()).toMatchObject({ status: 'signed-out', user: null, profile: null, role: 'user', isAdmin: false });
  });

  it('loads profile and role right after sign-in before reporting signed in', async () => {
    const { store, emit } = setup({ getUserRole: vi.fn(async () => 'admin' as const) });
    emit('SIGNED_IN', session);
    expect(store.getState().status).toBe('loading');
    await settle();
    expect(store.getState()).toMatchObject({ status: 'signed-in', role: 'admin', isAdmin: true, profile: { nombre: 'Lucía' } });
  });

  it('treats a failed role load as user and a failed profile load as no profile', async () => {
    const error = Object.assign(new Error('boom'), { code: '500' });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, emit } = setup({ getUserRole: vi.fn(async () => Promise.reject(error)), getProfile: vi.fn(async () => Promise.reject(error)) });
    emit('INITIAL_SESSION', session);
    await settle();
    expect(store.getState()).toMatchObject({ status: 'signed-in', role: 'user', isAdmin: false, profile: null });
    expect(spy).toHaveBeenCalled();
  });

  it('clears profile and role on sign-out', async () => {
    const { store, emit, notes } = setup({ getUserRole: vi.fn(async () => 'admin' as const) });
    emit('SIGNED_IN', session);
    await settle();
    await store.getState().signOut();
    expect(store.getState()).toMatchObject({ status: 'signed-out', profile: null, role: 'user', isAdmin: false });
    expect(notes).toContain('ok:Sesión cerrada');
  });

  it('keeps the loaded account on a token refresh', async () => {
    const { store, emit, deps } = setup();
    emit('SIGNED_IN', session);
    await settle();
    emit('TOKEN_REFRESHED', { ...session, access_token: 't2' } as Session);
    expect(store.getState().status).toBe('signed-in');
    expect(store.getState().session?.access_token).toBe('t2');
    expect(deps.getProfile).toHaveBeenCalledTimes(1);
  });

  it('signs up with the site root as redirect and the names as metadata', async () => {
    const { store, auth, notes } = setup();
    const result = await store.getState().signUp({ email: 'a@b.es', password: 'secreto1', nombre: 'Ana', apellidos: 'Gil' });
    expect(result.ok).toBe(true);
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'a@b.es',
      password: 'secreto1',
      options: { emailRedirectTo: 'https://pitwall.es/auth', data: { nombre: 'Ana', apellidos: 'Gil' } },
    });
    expect(notes).toEqual(['ok:Registro exitoso']);
  });

  it('reports an existing e-mail whether the service says so or hides it behind empty identities', async () => {
    const hidden = setup({});
    hidden.auth.signUp.mockResolvedValueOnce({ data: { user: { ...user, identities: [] }, session: null }, error: null });
    expect(await hidden.store.getState().signUp({ email: 'a@b.es', password: 'secreto1', nombre: '', apellidos: '' }, { notify: false })).toMatchObject({
      ok: false,
      code: 'user_already_exists',
      message: 'Este email ya está registrado. Intenta iniciar sesión.',
    });
    const told = setup({});
    const exists = Object.assign(new Error('User already registered'), { code: 'user_already_exists' });
    told.auth.signUp.mockResolvedValueOnce({ data: { user: null, session: null }, error: exists } as never);
    expect(await told.store.getState().signUp({ email: 'a@b.es', password: 'secreto1', nombre: '', apellidos: '' })).toMatchObject({
      ok: false,
      code: 'user_already_exists',
      message: 'Este email ya está registrado. Intenta iniciar sesión.',
    });
    expect(told.notes).toEqual(['error:Error:Este email ya está registrado. Intenta iniciar sesión.']);
  });

  it('answers in Spanish by the service’s error code', async () => {
    const { store, auth, notes } = setup();
    const limited = Object.assign(new Error('For security purposes, you can only request this after 42 seconds.'), {
      code: 'over_email_send_rate_limit',
    });
    auth.resetPasswordForEmail.mockResolvedValueOnce({ data: null, error: limited } as never);
    expect(await store.getState().resetPassword('a@b.es')).toEqual({
      ok: false,
      code: 'over_email_send_rate_limit',
      message: 'Por seguridad, podrás volver a solicitarlo dentro de 42 segundos.',
    });
    auth.signInWithPassword.mockResolvedValueOnce({ data: { user: null, session: null }, error: Object.assign(new Error('Invalid login credentials'), { code: 'invalid_credentials' }) } as never);
    await store.getState().signIn('a@b.es', 'x');
    expect(notes).toEqual(['error:Error:Email o contraseña incorrectos']);
  });

  it('turns a thrown error into a logged, unexpected failure in Spanish', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, auth } = setup();
    auth.signInWithPassword.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await store.getState().signIn('a@b.es', 'x', { notify: false })).toEqual({
      ok: false,
      message: 'Ha ocurrido un error inesperado. Inténtalo de nuevo en unos minutos.',
      unexpected: true,
    });
    expect(spy).toHaveBeenCalled();
  });

  it('refuses a profile update when signed out', async () => {
    const { store, emit, notes } = setup();
    emit('INITIAL_SESSION', null);
    expect(await store.getState().updateProfile({ nombre: 'X', apellidos: 'Y' })).toEqual({ ok: false, message: 'No has iniciado sesión' });
    expect(notes).toEqual(['error:Error:No has iniciado sesión']);
  });

  it('updates the profile of the signed-in user', async () => {
    const { store, emit, notes } = setup();
    emit('SIGNED_IN', session);
    await settle();
    await store.getState().updateProfile({ nombre: 'Lucía', apellidos: 'Sanz' });
    expect(store.getState().profile).toMatchObject({ apellidos: 'Sanz' });
    expect(notes).toEqual(['ok:Perfil actualizado']);
  });

  it('enters password recovery from the reset link and leaves it after the new password', async () => {
    const { store, emit } = setup();
    emit('PASSWORD_RECOVERY', session);
    expect(store.getState().passwordRecovery).toBe(true);
    await store.getState().updatePassword('nueva-clave');
    expect(store.getState().passwordRecovery).toBe(false);
  });

  it('asks for a password first when opened from the link confirming a new account', async () => {
    const { store, emit } = setup({ openedFromSignUpLink: true });
    expect(store.getState()).toMatchObject({ passwordRecovery: true, confirmedSignUp: true });
    emit('SIGNED_IN', session);
    await settle();
    expect(store.getState().passwordRecovery).toBe(true);
    await store.getState().updatePassword('Elegida-2026');
    expect(store.getState()).toMatchObject({ passwordRecovery: false, confirmedSignUp: false });
  });
});
