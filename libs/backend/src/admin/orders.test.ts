/** The admin's orders (getOrders) against the real stack: an admin reads every order, a user only their own. */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { getOrders } from './orders.ts';
import type { Backend } from '../client.ts';
import { serviceClient } from '../../../../tools/local-stack/testing.ts';
import { adminAndUser } from '../../../../supabase/tests/support/clients.ts';
import { orderWriter } from '../../../../supabase/tests/support/orders.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
/** The buyer of every order this file writes: searching for it finds these orders only. */
const buyer = `comprador.${randomUUID().slice(0, 8)}@example.com`;
const people = adminAndUser('pedidos');

describe('orders', () => {
  const order = orderWriter(buyer);

  it('an admin reads every order with its lines and filters by status; a user only their own', async () => {
    await order('paid', 3_000, 0, '2020-01-15T10:00:00Z');
    await order('pending', 9_900, 0);
    const id = await order('paid', 2_000, 300, new Date().toISOString());
    expect((await service.from('order_items').insert({ order_id: id, product_title: 'Gorra', variant_name: 'Azul', unit_price_cents: 1_000, quantity: 2 })).error).toBeNull();
    const paid = await getOrders(typed(people.admin.client), { search: buyer, status: 'paid', page: 1, pageSize: 20 });
    expect(paid.total).toBe(2);
    const found = paid.rows.find((row) => row.id === id);
    expect(found).toMatchObject({ total_cents: 2_300, order_items: [{ product_title: 'Gorra', variant_name: 'Azul', quantity: 2, line_total_cents: 2_000 }] });
    expect((await getOrders(typed(people.admin.client), { search: buyer, status: 'pending', page: 1, pageSize: 20 })).total).toBe(1);
    expect((await getOrders(typed(people.user.client), { search: buyer, page: 1, pageSize: 20 })).total).toBe(0);
  });
});
