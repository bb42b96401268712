import { errors } from './errors.ts';

// badoux/checkmail's format check, which GoTrue uses.
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Trimmed, lower-cased e-mail, or GoTrue's validation errors. */
export function validateEmail(value: unknown): string {
  if (value === undefined || value === null || value === '') throw errors.emailRequired();
  if (typeof value !== 'string') throw errors.emailInvalid();
  const email = value.trim().toLowerCase();
  if (email === '') throw errors.emailRequired();
  if (email.length > 255) throw errors.emailTooLong();
  if (!EMAIL_FORMAT.test(email)) throw errors.emailInvalid();
  return email;
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw errors.validation(`${key} must be a string`);
  return value;
}

export function optionalObject(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) throw errors.validation(`${key} must be a JSON object`);
  return value as Record<string, unknown>;
}

export function optionalBoolean(body: Record<string, unknown>, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw errors.validation(`${key} must be true or false`);
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Metadata merge as GoTrue's UpdateUserMetaData: keys are replaced one by one, null deletes. */
export function mergeMetadata(
  current: Record<string, unknown> | null,
  update: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Go-style durations for ban_duration: "24h", "30m", "1h30m", "none". */
export function parseBanDuration(value: string): number | null {
  if (value === 'none') return null;
  const re = /(\d+(?:\.\d+)?)(h|ms|m|s)/gy;
  let total = 0;
  let consumed = 0;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    const n = Number(m[1]);
    total += m[2] === 'h' ? n * 3_600_000 : m[2] === 'm' ? n * 60_000 : m[2] === 's' ? n * 1000 : n;
    consumed = re.lastIndex;
  }
  if (consumed !== value.length || consumed === 0) {
    throw errors.validation('invalid format for ban duration: use a duration like "24h" or "none"');
  }
  return total;
}
