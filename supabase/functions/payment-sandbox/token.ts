/**
 * The per-session token the sandbox page's buttons must send back: HMAC-SHA256 of the session id
 * under the service-role key. Only a page this function served carries it, so another site cannot
 * make a visitor's browser confirm or cancel a payment (the session id alone is not enough).
 */
import { requireEnv } from '../_shared/env.ts';
import { base64Url } from '../_shared/payments.ts';

const encoder = new TextEncoder();

async function hmacKey(): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    encoder.encode(`payment-sandbox:${requireEnv('SUPABASE_SERVICE_ROLE_KEY')}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
}

export async function sessionToken(sessionId: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(), encoder.encode(sessionId));
  return base64Url(new Uint8Array(signature));
}

/** Constant-time check (crypto.subtle.verify) of a token sent by the page. */
export async function tokenMatches(sessionId: string, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const bytes = Uint8Array.from(atob(token.replace(/-/g, '+').replace(/_/g, '/') + '='), (c) => c.charCodeAt(0));
  return crypto.subtle.verify('HMAC', await hmacKey(), bytes, encoder.encode(sessionId));
}
