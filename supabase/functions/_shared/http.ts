/**
 * HTTP plumbing shared by every function: JSON answers with CORS, a size-limited JSON body reader,
 * and a wrapper that handles preflight, method and unexpected errors the same way everywhere.
 */
import { corsHeaders, preflight } from './cors.ts';
import { ConfigError } from './env.ts';

/** Bodies above this are refused before parsing (abuse guard; every form here is a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Site functions answer in Spanish; admin-bootstrap answers in English as the spec shows. */
export type Locale = 'es' | 'en';

const MESSAGES = {
  es: {
    tooLarge: (kb: number) => `La solicitud es demasiado grande (máximo ${kb} KB).`,
    invalidJson: 'JSON inválido',
    emptyBody: 'JSON inválido: el cuerpo de la solicitud está vacío.',
    method: 'Método no permitido. Usa POST.',
    config: 'El servicio no está configurado correctamente.',
    internal: 'Error interno del servidor. Inténtalo de nuevo más tarde.',
  },
  en: {
    tooLarge: (kb: number) => `Request body too large (maximum ${kb} KB).`,
    invalidJson: 'Invalid JSON',
    emptyBody: 'Invalid JSON: the request body is empty.',
    method: 'Method not allowed. Use POST.',
    config: 'The service is not configured correctly.',
    internal: 'Internal server error. Please try again later.',
  },
} as const;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** A 4xx answer carried as an exception so helpers can stop a handler from anywhere. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = { error: message, ...extra };
  }
}

async function readLimited(req: Request, limit: number, locale: Locale): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit, locale);
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(limit, locale);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

function tooLarge(limit: number, locale: Locale): HttpError {
  return new HttpError(413, MESSAGES[locale].tooLarge(Math.round(limit / 1024)));
}

/** Reads the body as JSON (≤ 64 KB). Anything that is not a JSON value is a 400 'JSON inválido'. */
export async function readJson(req: Request, options: { limit?: number; locale?: Locale } = {}): Promise<unknown> {
  const locale = options.locale ?? 'es';
  const m = MESSAGES[locale];
  const bytes = await readLimited(req, options.limit ?? MAX_BODY_BYTES, locale);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, m.invalidJson);
  }
  if (text.trim() === '') throw new HttpError(400, m.emptyBody);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, m.invalidJson);
  }
}

export type Handler = (req: Request) => Promise<Response>;

/**
 * Wraps a POST handler: answers CORS preflights, refuses other methods with 405, turns HttpError
 * into its JSON answer and anything unexpected into a 500 that reveals nothing internal.
 */
export function postHandler(
  name: string,
  fn: (req: Request) => Promise<Response>,
  options: { locale?: Locale; errorBody?: Record<string, unknown> } = {},
): Handler {
  const m = MESSAGES[options.locale ?? 'es'];
  // Some callers read a flag next to the error (verify-domain answers { success: false, error }).
  const extra = options.errorBody ?? {};
  return async (req: Request): Promise<Response> => {
    const early = preflight(req);
    if (early) return early;
    if (req.method !== 'POST') {
      return json(405, { ...extra, error: m.method }, { Allow: 'POST, OPTIONS' });
    }
    try {
      return await fn(req);
    } catch (error) {
      if (error instanceof HttpError) return json(error.status, { ...extra, ...error.body });
      if (error instanceof ConfigError) {
        console.error(`[${name}] configuration error: ${error.message}`);
        return json(500, { ...extra, error: m.config });
      }
      console.error(`[${name}] unexpected error`, error);
      return json(500, { ...extra, error: m.internal });
    }
  };
}

/**
 * The client's address for limits and the security log: the right-most X-Forwarded-For entry, the
 * one the trusted gateway appended (entries to its left are whatever the client sent).
 */
export function clientIp(req: Request): string | null {
  const forwarded = req.headers.get('x-forwarded-for');
  if (forwarded) return forwarded.split(',').at(-1)?.trim().slice(0, 64) || null;
  return req.headers.get('x-real-ip')?.slice(0, 64) ?? null;
}

/** The bearer token of the request, if any. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}
