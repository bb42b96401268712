import { FunctionsHttpError } from '@supabase/supabase-js';
import type { Backend } from '../client.ts';

/** What a function answered: its JSON body on success, or the text of its `error` field when it refused. */
export type FunctionOutcome<T> = { ok: true; data: T } | { ok: false; status: number | null; message: string | null };

/**
 * Calls a function and keeps the server's refusal readable. supabase-js hides a 4xx/5xx body
 * behind `error.context`; the admin tools show that text as it is (`message` is null when the
 * server said nothing, e.g. the network failed).
 */
export async function invokeFunction<T>(client: Backend, name: string, body: unknown): Promise<FunctionOutcome<T>> {
  const { data, error } = await client.functions.invoke<T>(name, { body: body as Record<string, unknown> });
  if (!error) return { ok: true, data: data as T };
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const answer = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return { ok: false, status: response.status, message: typeof answer?.error === 'string' ? answer.error : null };
  }
  return { ok: false, status: null, message: null };
}
