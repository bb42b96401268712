/** Orders written straight as the service role (no payment), removed after the file's tests. */
import { afterAll } from 'vitest';
import { serviceClient } from '../../../tools/local-stack/testing.ts';

/** A function that inserts an order for `email` and answers its id. */
export function orderWriter(email: string) {
  const service = serviceClient();
  const ids: string[] = [];
  afterAll(async () => {
    if (ids.length) await service.from('orders').delete().in('id', ids);
  });
  return async (status: 'paid' | 'pending', subtotal: number, shipping: number, paidAt?: string): Promise<string> => {
    const { data, error } = await service
      .from('orders')
      .insert({ email, status, subtotal_cents: subtotal, shipping_cents: shipping, payment_provider: 'sandbox', paid_at: paidAt ?? null })
      .select('id')
      .single();
    if (error) throw error;
    ids.push(data.id);
    return data.id as string;
  };
}
