/**
 * Tokens of signed URLs. A download token lets its holder read one object; an upload token lets
 * its holder write one object as the service. They carry what they are for (`use`), and each
 * endpoint accepts only its own kind: a download link someone was given (or signed for a public
 * file) can never re-create that file after it was deleted or replaced.
 */
import { ERRORS } from './errors.ts';

type Use = 'download' | 'upload';

interface UrlSigner {
  sign(payload: Record<string, unknown>, expiresIn: number): Promise<string>;
  verifyToken(token: string): Promise<Record<string, unknown>>;
}

export function signDownloadToken(keys: UrlSigner, url: string, expiresIn: number): Promise<string> {
  return keys.sign({ url, use: 'download' satisfies Use }, expiresIn);
}

export function signUploadToken(keys: UrlSigner, claims: { url: string; owner: string | undefined; upsert: boolean }, expiresIn: number): Promise<string> {
  return keys.sign({ ...claims, use: 'upload' satisfies Use }, expiresIn);
}

/** The token's claims when it is a valid token of this kind for `url` (else Supabase's 400s). */
export async function verifyUrlToken(keys: UrlSigner, token: string, use: Use, url: string): Promise<Record<string, unknown>> {
  const payload = await keys.verifyToken(token);
  if (payload.url !== url) throw ERRORS.invalidSignature('The url do not match the signature');
  if (payload.use !== use) throw ERRORS.invalidSignature(`This is not a signed ${use} URL`);
  return payload;
}
