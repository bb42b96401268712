import { FunctionsHttpError } from '@supabase/supabase-js';
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
 */
export async function createPayment(items: PaymentLine[]): Promise<{ url: string }> {
  const { data, error } = await getSupabase().functions.invoke<{ url?: string }>('create-payment', { body: { items } });
  if (error) {
    let message: string | undefined;
    if (error instanceof FunctionsHttpError) {
      const body = (await (error.context as Response).json().catch(() => null)) as { error?: unknown } | null;
      if (typeof body?.error === 'string') message = body.error;
    }
    throw new PaymentError(message ?? 'No se pudo procesar el pago');
  }
  if (!data?.url) throw new PaymentError('No se pudo procesar el pago');
  return { url: data.url };
}
