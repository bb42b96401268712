/**
 * Public URLs of objects in the project's storage, and the check that a URL sent by a browser
 * really points there (so e-mails never carry links to somewhere else).
 */
import { getEnv, requireEnv } from './env.ts';

/** The API URL browsers use. SUPABASE_PUBLIC_URL wins where SUPABASE_URL is an internal address. */
export function publicApiUrl(): string {
  return (getEnv('SUPABASE_PUBLIC_URL') ?? requireEnv('SUPABASE_URL')).replace(/\/+$/, '');
}

function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

export function publicObjectUrl(bucket: string, path: string, options: { download?: string } = {}): string {
  const url = `${publicApiUrl()}/storage/v1/object/public/${encodeURIComponent(bucket)}/${encodePath(path)}`;
  return options.download === undefined ? url : `${url}?download=${encodeURIComponent(options.download)}`;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function sameOrigin(a: URL, b: URL): boolean {
  if (a.protocol !== b.protocol || a.port !== b.port) return false;
  // localhost and 127.0.0.1 are the same machine; browsers and the stack may use either.
  return a.hostname === b.hostname || (LOOPBACK.has(a.hostname) && LOOPBACK.has(b.hostname));
}

/** True when `candidate` is the public URL of bucket/path in this project (query string ignored). */
export function isPublicObjectUrl(candidate: string, bucket: string, path: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  const origins = [getEnv('SUPABASE_PUBLIC_URL'), getEnv('SUPABASE_URL')].filter((v): v is string => Boolean(v));
  if (!origins.some((origin) => sameOrigin(url, new URL(origin)))) return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  return pathname === `/storage/v1/object/public/${bucket}/${path}`;
}
