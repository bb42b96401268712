/**
 * The most used passwords (the ~49,000 of zxcvbn-ts' maintained common list), refused at sign-up and
 * at every password change: by the page before it sends (a lazily loaded chunk, only when a password
 * is checked) and by the local auth service, with the same list. Hosted, leaked-password protection
 * answers the same `weak_password` error (README, "Security").
 */
export const COMMON_PASSWORD_MESSAGE = 'Esa contraseña es de las más usadas y muy fácil de adivinar. Elige otra.';

/** GoTrue's words for a password known to be weak (its `pwned` reason); auth-errors.ts turns them Spanish. */
export const KNOWN_WEAK_PASSWORD = 'Password is known to be weak and easy to guess, please choose a different one.';

let common: Promise<Set<string>> | undefined;

/** True when `password` is on the list (which is lower-case, as people type these). */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set(dictionary['passwords-common'] as string[]));
  return (await common).has(password.toLowerCase());
}
