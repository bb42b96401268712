export {
  createAuthStore,
  getAuthStore,
  useAuth,
  type ActionOptions,
  type AuthActions,
  type AuthDependencies,
  type AuthResult,
  type AuthState,
  type AuthStatus,
  type AuthStore,
  type SignUpInput,
} from './auth-store.ts';
export { displayName, type DisplayNameSource } from './display-name.ts';
export type { AuthFailure } from './auth-errors.ts';
export { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
