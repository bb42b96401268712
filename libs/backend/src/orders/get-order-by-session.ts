import { getSupabase } from '../client.ts';
import type { Tables } from '../database.types.ts';

export type OrderOutcome = Pick<Tables<'orders'>, 'id' | 'status' | 'failure_reason' | 'total_cents' | 'email'>;

/**
 * The signed-in customer's order for a payment session (the policies only show their own), or
 * null when there is none. What the payment pages trust: the provider's redirect alone proves nothing.
 */
export async function getOrderBySession(sessionId: string): Promise<OrderOutcome | null> {
  const { data, error } = await getSupabase()
    .from('orders')
    .select('id, status, failure_reason, total_cents, email')
    .eq('payment_session_id', sessionId)
    .maybeSingle();
  if (error) throw error;
  return data;
}
