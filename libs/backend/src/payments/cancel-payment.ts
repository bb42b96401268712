import { getSupabase } from '../client.ts';

/**
 * The buyer came back from the payment provider without paying: closes the order's payment
 * session so the units it held return to the shop now. Best effort: an unclosed session expires
 * on its own, so a failure is only logged.
 */
export async function cancelPayment(orderId: string): Promise<void> {
  const { error } = await getSupabase().functions.invoke('cancel-payment', { body: { order_id: orderId } });
  if (error) console.error('No se pudo cerrar la sesión de pago', error);
}
