import {
  getProfile,
  getSupabase,
  getUserRole,
  upsertProfile,
  type Profile,
  type ProfileInput,
  type AuthChangeEvent,
  type Backend,
  type Session,
  type User,
  type UserRole,
} from '@pitwall/backend';
import { toast } from '@pitwall/ui';
import { createStore, useStore, type StoreApi } from 'zustand';
import { ALREADY_REGISTERED, GENERIC_AUTH_ERROR, describeAuthError, type AuthFailure } from './auth-errors.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  role: UserRole;
  isAdmin: boolean;
  /**
   * The user arrived through a password-reset link, or the link confirming a new account, and must
   * choose a password before anything else (a password set before the confirmation is not trusted).
   */
  passwordRecovery: boolean;
  /** That link confirmed a new account (the page says "Elige tu contraseña"). */
  confirmedSignUp: boolean;
}

/** A failure's message is Spanish (see auth-errors.ts); `code` is the service's error code. */
export type AuthResult = { ok: true } | ({ ok: false } & AuthFailure);

/** `notify: false` lets a page show its own messages instead of the shared layer's toasts. */
export interface ActionOptions {
  notify?: boolean;
}

export interface SignUpInput {
  email: string;
  password: string;
  nombre: string;
  apellidos: string;
}

export interface AuthActions {
  signUp(input: SignUpInput, options?: ActionOptions): Promise<AuthResult>;
  signIn(email: string, password: string, options?: ActionOptions): Promise<AuthResult>;
  signOut(options?: ActionOptions): Promise<AuthResult>;
  resetPassword(email: string): Promise<AuthResult>;
  updatePassword(password: string): Promise<AuthResult>;
  updateProfile(input: ProfileInput, options?: ActionOptions): Promise<AuthResult>;
}

export type AuthStore = StoreApi<AuthState & AuthActions>;

export interface AuthDependencies {
  auth: Pick<
    Backend['auth'],
    'onAuthStateChange' | 'signUp' | 'signInWithPassword' | 'signOut' | 'resetPasswordForEmail' | 'updateUser'
  >;
  getProfile(userId: string): Promise<Profile | null>;
  getUserRole(userId: string): Promise<UserRole>;
  upsertProfile(userId: string, input: ProfileInput): Promise<Profile>;
  notify: { success(title: string, description?: string): void; error(title: string, description?: string): void };
  /** Origin the e-mail links return to (the site root, /auth for a reset). */
  origin(): string;
  /** The page was opened from a password-reset link (read before the client consumes the URL). */
  openedFromRecoveryLink?: boolean;
  /** The page was opened from a sign-up confirmation link. */
  openedFromSignUpLink?: boolean;
}

const SIGNED_OUT: Omit<AuthState, 'passwordRecovery' | 'confirmedSignUp'> = {
  status: 'signed-out',
  session: null,
  user: null,
  profile: null,
  role: 'user',
  isAdmin: false,
};

/** The result of a call that answered `{ error }` (null when it worked). */
function outcome(error: { message: string; code?: string; name?: string } | null): AuthResult {
  return error ? { ok: false, ...describeAuthError(error) } : { ok: true };
}

const NOT_SIGNED_IN = 'No has iniciado sesión';
export function createAuthStore(deps: AuthDependencies): AuthStore {
  const { auth, notify } = deps;
  // Id of the user whose profile and role are being loaded, so a late answer for a previous
  // user never lands on the next one.
  let loadingFor: string | null = null;

  const store = createStore<AuthState & AuthActions>()((set, get) => {
    /** Runs an action, turning thrown errors (network, bugs) into a result the UI can show. */
    async function attempt(run: () => Promise<AuthResult>, notifyErrors: boolean): Promise<AuthResult> {
      try {
        const result = await run();
        if (!result.ok && notifyErrors) notify.error('Error', result.message);
        return result;
      } catch (error) {
        // A bug or a failure outside the auth service (the profile table…): logged, never shown as it is.
        console.error('[auth] la acción de cuenta falló', error);
        if (notifyErrors) notify.error('Error', GENERIC_AUTH_ERROR);
        return { ok: false, message: GENERIC_AUTH_ERROR, unexpected: true };
      }
    }

    return {
      ...SIGNED_OUT,
      status: 'loading',
      passwordRecovery: (deps.openedFromRecoveryLink ?? false) || (deps.openedFromSignUpLink ?? false),
      confirmedSignUp: deps.openedFromSignUpLink ?? false,

      async signUp({ email, password, nombre, apellidos }, { notify: show = true } = {}) {
        const result = await attempt(async () => {
          const { data, error } = await auth.signUp({
            email,
            password,
            options: { emailRedirectTo: `${deps.origin()}/auth`, data: { nombre, apellidos } },
          });
          if (error) return outcome(error);
          // With e-mail confirmation on, the service answers a repeated sign-up like a new one
          // but with no identities (so it does not reveal who has an account).
          if (data.user && data.user.identities?.length === 0) {
            return { ok: false, code: 'user_already_exists', message: ALREADY_REGISTERED };
          }
          return { ok: true };
        }, show);
        if (result.ok && show) notify.success('Registro exitoso', 'Por favor, revisa tu email para confirmar tu cuenta.');
        return result;
      },

      async signIn(email, password, { notify: show = true } = {}) {
        const result = await attempt(async () => {
          const { error } = await auth.signInWithPassword({ email, password });
          return outcome(error);
        }, show);
        if (result.ok && show) notify.success('Bienvenido', 'Has iniciado sesión correctamente.');
        return result;
      },

      async signOut({ notify: show = true } = {}) {
        const result = await attempt(async () => {
          const { error } = await auth.signOut();
          return outcome(error);
        }, show);
        if (result.ok) {
          loadingFor = null;
          set({ ...SIGNED_OUT, passwordRecovery: false });
          if (show) notify.success('Sesión cerrada', 'Has cerrado sesión correctamente.');
        }
        return result;
      },

      resetPassword(email) {
        return attempt(async () => {
          const { error } = await auth.resetPasswordForEmail(email, { redirectTo: `${deps.origin()}/auth` });
          return outcome(error);
        }, false);
      },

      async updatePassword(password) {
        const result = await attempt(async () => {
          const { error } = await auth.updateUser({ password });
          return outcome(error);
        }, false);
        if (result.ok) set({ passwordRecovery: false, confirmedSignUp: false });
        return result;
      },

      async updateProfile(input, { notify: show = true } = {}) {
        const user = get().user;
        if (!user) {
          if (show) notify.error('Error', NOT_SIGNED_IN);
          return { ok: false, message: NOT_SIGNED_IN };
        }
        const result = await attempt(async () => {
          const profile = await deps.upsertProfile(user.id, input);
          if (get().user?.id === user.id) set({ profile });
          return { ok: true };
        }, show);
        if (result.ok && show) notify.success('Perfil actualizado', 'Tu perfil se ha actualizado correctamente.');
        return result;
      },
    };
  });

  async function loadAccount(user: User) {
    loadingFor = user.id;
    const [profile, role] = await Promise.all([
      deps.getProfile(user.id).catch((error: unknown) => {
        // A profile that fails to load is only logged (PGRST116 — no row — is not even that).
        if ((error as { code?: string } | null)?.code !== 'PGRST116') console.error('No se pudo cargar el perfil', error);
        return null;
      }),
      deps.getUserRole(user.id).catch((): UserRole => 'user'),
    ]);
    if (loadingFor !== user.id) return;
    store.setState({ profile, role, isAdmin: role === 'admin', status: 'signed-in' });
  }

  function onAuthChange(event: AuthChangeEvent, session: Session | null) {
    if (event === 'PASSWORD_RECOVERY') store.setState({ passwordRecovery: true });
    if (!session) {
      loadingFor = null;
      store.setState({ ...SIGNED_OUT });
      return;
    }
    const { user, status } = store.getState();
    if (user?.id === session.user.id && status === 'signed-in') {
      // Token refreshed or user updated: same account, nothing to reload.
      store.setState({ session, user: session.user });
      return;
    }
    store.setState({ session, user: session.user, status: 'loading' });
    // Outside the auth callback: supabase-js must not be awaited from inside it.
    setTimeout(() => void loadAccount(session.user), 0);
  }

  auth.onAuthStateChange(onAuthChange);
  return store;
}

let authStore: AuthStore | null = null;

/** Reads what an e-mail link left in the URL fragment (#…&type=recovery|signup, #error_code=…). */
function readLinkFragment() {
  // Rendering in Node (no page, no link): nothing to read.
  if (typeof window === 'undefined') return { recovery: false, signUp: false, error: null };
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const type = params.get('type');
  return { recovery: type === 'recovery', signUp: type === 'signup', error: params.get('error_code') ?? params.get('error') };
}

/** The one auth store of the page, shared by every app through Module Federation. */
export function getAuthStore(): AuthStore {
  if (authStore) return authStore;
  const link = readLinkFragment();
  if (link.error) {
    toast.error('El enlace no es válido o ha caducado', { description: 'Solicita uno nuevo e inténtalo otra vez.' });
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }
  authStore = createAuthStore({
    openedFromRecoveryLink: link.recovery,
    openedFromSignUpLink: link.signUp,
    auth: getSupabase().auth,
    getProfile,
    getUserRole,
    upsertProfile,
    notify: {
      success: (title, description) => toast.success(title, { description }),
      error: (title, description) => toast.error(title, { description }),
    },
    origin: () => window.location.origin,
  });
  return authStore;
}

export function useAuth<T>(selector: (state: AuthState & AuthActions) => T): T {
  return useStore(getAuthStore(), selector);
}
