/**
 * The backend refused or could not take a lead (a function answered an error, the insert failed,
 * the network is down). `serverMessage` is the function's own Spanish message when it sent one.
 */
export class LeadRequestError extends Error {
  override name = 'LeadRequestError';
  readonly serverMessage: string | null;
  /** 429: a per-address or per-recipient limit; its message says which and is always shown. */
  readonly status: number | null;
  constructor(serverMessage: string | null, options?: { cause?: unknown; status?: number | null }) {
    super(serverMessage ?? 'La solicitud no se pudo completar', options);
    this.serverMessage = serverMessage;
    this.status = options?.status ?? null;
  }
}

/** A lead refused by a limit (PostgREST's PT429 from the database, or a function's 429). */
export function isRateLimited(error: unknown): boolean {
  const status = ((error as { context?: unknown } | null)?.context as Response | undefined)?.status;
  return (error as { code?: unknown } | null)?.code === 'PT429' || status === 429;
}

/**
 * The `error` text of a function's error answer, when there is one. supabase-js's
 * FunctionsHttpError is recognised by its name and its Response, not by `instanceof`: the forms
 * import this before supabase-js is loaded (it comes with the first submit).
 */
export async function functionErrorMessage(error: unknown): Promise<string | null> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(error instanceof Error) || error.name !== 'FunctionsHttpError' || !(context instanceof Response)) return null;
  try {
    const body: unknown = await context.json();
    const message = (body as { error?: unknown } | null)?.error;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * The server's own text when a write was refused by a limit (per address or per recipient), so
 * every form shows what the limit is and what to do; null for any other failure.
 */
export async function limitMessage(error: unknown): Promise<string | null> {
  if (!isRateLimited(error)) return null;
  if ((error as { code?: unknown }).code === 'PT429') {
    const message = (error as { message?: unknown }).message;
    return typeof message === 'string' && message !== '' ? message : null;
  }
  return functionErrorMessage(error);
}
