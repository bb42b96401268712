import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';

export interface StackKeys {
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
}

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

/** HS256 API key shaped like the Supabase CLI's legacy keys (iss supabase-demo, role, long exp). */
export async function signApiKey(jwtSecret: string, role: 'anon' | 'service_role'): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + TEN_YEARS_S)
    .sign(projectKey(jwtSecret));
}

/** The project's JWT secret as the HS256 key jose signs and verifies with. */
export const projectKey = (jwtSecret: string): Uint8Array => new TextEncoder().encode(jwtSecret);

/**
 * The one check of a token against the project's secret (HS256 only, expiry included), shared by
 * auth, storage and the functions host; jose's error is thrown for each to word as its service does.
 */
export async function verifyProjectJwt(token: string, key: Uint8Array): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
  return payload;
}

function isStackKeys(value: unknown): value is StackKeys {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.jwtSecret === 'string' &&
    v.jwtSecret.length >= 32 &&
    typeof v.anonKey === 'string' &&
    typeof v.serviceRoleKey === 'string'
  );
}

/** Reads `<dataDir>/keys.json`, generating it once (random secret, never committed). */
export async function loadOrCreateKeys(dataDir: string): Promise<StackKeys> {
  const file = join(dataDir, 'keys.json');
  if (existsSync(file)) {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (isStackKeys(parsed)) return parsed;
    throw new Error(`${file} is not valid; delete it to generate new keys.`);
  }
  // 48 random bytes → 64 base64url characters (PostgREST needs ≥ 32 for HS256).
  const jwtSecret = randomBytes(48).toString('base64url');
  const keys: StackKeys = {
    jwtSecret,
    anonKey: await signApiKey(jwtSecret, 'anon'),
    serviceRoleKey: await signApiKey(jwtSecret, 'service_role'),
  };
  writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
  return keys;
}
