import { LeadRequestError } from '@pitwall/backend/leads/errors';
import { toast } from '@pitwall/ui';
import { useRef } from 'react';

export const FAILED = 'Ha ocurrido un error. Por favor, inténtalo de nuevo.';

/**
 * The page's one Supabase client, fetched with the first submit: showing and validating a form
 * needs no supabase-js, so /contacto and /nosotros hydrate without it.
 */
export const leadBackend = () => import('@pitwall/backend').then(({ getSupabase }) => getSupabase());
export const UNEXPECTED = 'Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo.';

/**
 * Wraps a form's submit: one request at a time (a double click sends one lead), and the spec's
 * error toasts (destructive): `errorTitle` with the server's message when it sent one (contact) or
 * the generic text, and the 'inesperado' text for anything that is not a backend refusal.
 */
export function useLeadSubmit<T>(
  errorTitle: string,
  options: { showServerMessage: boolean },
  send: (values: T) => Promise<void>,
): (values: T) => Promise<void> {
  const inFlight = useRef(false);
  return async (values: T) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await send(values);
    } catch (error) {
      if (error instanceof LeadRequestError) {
        console.error(`[lead] ${errorTitle}`, error.cause ?? error);
        const shown = options.showServerMessage || error.status === 429; // a limit's text says what to do
        toast.error(errorTitle, { description: (shown && error.serverMessage) || FAILED });
      } else {
        console.error(`[lead] ${errorTitle} (unexpected)`, error);
        toast.error(errorTitle, { description: UNEXPECTED });
      }
    } finally {
      inFlight.current = false;
    }
  };
}
