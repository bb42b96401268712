/**
 * create-payment's checks before an order is made: how many unpaid orders one buyer may hold, and
 * that no line names a product the shop does not show (whose title must not leak to a guesser).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';

/** Unpaid orders one buyer may have opened in the last day (a payment session lives 24 hours). */
export const MAX_PENDING_ORDERS = 10;

export async function limitPendingOrders(db: SupabaseClient, userId: string): Promise<void> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  const { count, error } = await db
    .from('orders')
    .select('id', { count: 'exact', head: true })
    .eq('user_id', userId)
    .eq('status', 'pending')
    .gte('created_at', since);
  if (error) throw new Error(`pending orders count failed: ${error.message}`);
  if ((count ?? 0) >= MAX_PENDING_ORDERS) {
    throw new HttpError(429, 'Tienes demasiados pagos sin terminar. Complétalos o espera unas horas antes de empezar otro.');
  }
}

/** The same answer for a product that is not published as for one that does not exist. */
export async function refuseHiddenProducts(db: SupabaseClient, productIds: string[]): Promise<void> {
  const { data, error } = await db.from('products').select('id').in('id', productIds).eq('is_active', false);
  if (error) throw new Error(`products lookup failed: ${error.message}`);
  if (data.length > 0) {
    throw new HttpError(409, 'Uno de los productos de tu carrito ya no está disponible. Revisa el carrito y vuelve a intentarlo.');
  }
}
