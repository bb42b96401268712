import { FunctionsHttpError } from '@supabase/supabase-js';
import { PAYMENTS_TRY_LATER } from '../../../../supabase/functions/_shared/contracts/payments.ts';
import { getSupabase } from '../client.ts';

export interface PaymentLine {
  id: string;
  variant_id: string | null;
  title: string;
  description: string | null;
  /** Informative only: the server reloads every price. */
  price: number;
  quantity: number;
}

export class PaymentError extends Error {
  override name = 'PaymentError';
}

/**
 * Opens a card payment session for the signed-in user's cart and returns where to send the
 * browser. The server recomputes prices, shipping and stock; its refusal comes back as the message.
 * An answer without one (the functions are down: a gateway's 5xx, a network error) is told as
 * "try again in a few minutes", never as raw JSON.
 */
export async function createPayment(items: PaymentLine[]): Promise<{ url: string }> {
  const { data, error } = await getSupabase().functions.invoke<{ url?: string }>('create-payment', { body: { items } });
  if (error) {
    if (!(error instanceof FunctionsHttpError)) throw new PaymentError(PAYMENTS_TRY_LATER);
    const response = error.context as Response;
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (typeof body?.error === 'string') throw new PaymentError(body.error);
    throw new PaymentError(response.status >= 500 ? PAYMENTS_TRY_LATER : 'No se pudo procesar el pago');
  }
  if (!data?.url) throw new PaymentError('No se pudo procesar el pago');
  return { url: data.url };
}
