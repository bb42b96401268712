import { ERRORS } from './errors.ts';

// Characters Supabase Storage accepts in bucket names and object keys (supabase/storage
// `isValidBucketName` / `isValidKey`), plus any non-ASCII letter for keys.
const BUCKET_NAME_RE = /^[\w!\-.*'() &$@=;:+,?]+$/;
const KEY_CHARS_RE = /^[\w/!\-.*'() &$@=;:+,?\u00A0-\u{10FFFF}]+$/u;

export function assertValidBucketName(name: unknown): asserts name is string {
  if (
    typeof name !== 'string' ||
    name.length === 0 ||
    name.length > 100 ||
    !BUCKET_NAME_RE.test(name) ||
    // Folders starting with "." are the service's own (temp uploads); this also refuses "." and "..".
    name.startsWith('.') ||
    name.trim() !== name
  ) {
    throw ERRORS.invalidBucketName();
  }
}

/**
 * Object keys: Supabase's character set, and nothing that could leave the bucket's folder on disk
 * ("." or ".." segments, empty segments, absolute paths) or break the filesystem (segment > 255 bytes).
 */
export function assertValidKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || key.length === 0) throw ERRORS.invalidKey(String(key ?? ''));
  if (Buffer.byteLength(key) > 1024 || !KEY_CHARS_RE.test(key)) throw ERRORS.invalidKey(key);
  for (const segment of key.split('/')) {
    if (segment === '' || segment === '.' || segment === '..' || Buffer.byteLength(segment) > 255) {
      throw ERRORS.invalidKey(key);
    }
  }
}

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** file_size_limit as storage-js sends it: bytes (number) or "20MB" / "50MiB" / "3B"; null clears it. */
export function parseFileSizeLimit(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw ERRORS.invalidFileSizeLimit();
    return value === 0 ? null : value;
  }
  if (typeof value === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]+)?\s*$/i.exec(value);
    if (!match?.[1]) throw ERRORS.invalidFileSizeLimit();
    const unit = (match[2] ?? 'b').toLowerCase();
    const multiplier = SIZE_UNITS[unit];
    if (multiplier === undefined) throw ERRORS.invalidFileSizeLimit();
    const bytes = Math.floor(Number(match[1]) * multiplier);
    if (!Number.isSafeInteger(bytes)) throw ERRORS.invalidFileSizeLimit();
    return bytes === 0 ? null : bytes;
  }
  throw ERRORS.invalidFileSizeLimit();
}

const MIME_RE = /^[\w.+-]+\/(?:[\w.+-]+|\*)$/;

export function parseAllowedMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !MIME_RE.test(v.trim()))) {
    throw ERRORS.invalidRequest('allowed_mime_types must be a list of mime types such as "image/png" or "image/*"');
  }
  const list = (value as string[]).map((v) => v.trim().toLowerCase());
  return list.length === 0 ? null : list;
}

/** The type/subtype of a Content-Type (parameters dropped, lower case). */
export function baseMimeType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Bucket allow-list check with Supabase's wildcard rule ("image/*" matches any image). */
export function assertMimeAllowed(contentType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const mime = baseMimeType(contentType);
  const [type, subtype] = mime.split('/');
  if (!type || !subtype) throw ERRORS.invalidMimeType(contentType);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSub] = entry.toLowerCase().split('/');
    return allowedType === type && (allowedSub === '*' || allowedSub === subtype);
  });
  if (!ok) throw ERRORS.invalidMimeType(contentType);
}

/** Reads a JSON object of user metadata; anything else is a 400. */
export function parseUserMetadata(raw: string | undefined, encoding: 'json' | 'base64'): Record<string, unknown> | null {
  if (raw === undefined || raw === '') return null;
  try {
    const text = encoding === 'base64' ? Buffer.from(raw, 'base64').toString('utf8') : raw;
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw ERRORS.invalidRequest('Invalid metadata: it must be a JSON object');
  }
}
