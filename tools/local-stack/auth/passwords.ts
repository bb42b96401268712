import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { isCommonPassword } from '../../../libs/auth/src/common-passwords.ts';
import { errors } from './errors.ts';

const BCRYPT_COST = 10;

/** GoTrue's order: empty/length checks; bcrypt only reads 72 bytes, so longer is refused. */
export function checkPasswordStrength(password: string, minimumLength: number): void {
  if (Buffer.byteLength(password, 'utf8') > 72) throw errors.passwordTooLong();
  if ([...password].length < minimumLength) throw errors.weakPassword(minimumLength);
}

/** After the length checks, as the hosted leaked-password protection does: the most used passwords (the list the page checks). */
export async function refuseCommonPassword(password: string): Promise<void> {
  if (await isCommonPassword(password)) throw errors.commonPassword();
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  // Accept $2a$/$2b$/$2y$ hashes written by GoTrue or by seeds using crypt(…, gen_salt('bf')).
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

/** Password for accounts created without one (admin create, invites): nobody can guess it. */
export function randomPassword(): string {
  return randomBytes(32).toString('base64url');
}
