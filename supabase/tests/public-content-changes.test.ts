/**
 * The pages job listens on 'public_content_changed': only a statement that changed rows of a table
 * the public pages show may wake it (a customer's update that row-level security filters to zero
 * rows must not, or any account could keep Chromium prerendering).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceClient, stackValues } from '../../tools/local-stack/testing.ts';
import { type Actor, signedInActor } from './support/clients.ts';

let listener: pg.Client;
const heard: string[] = [];
let customer: Actor;
let admin: Actor;

beforeAll(async () => {
  listener = new pg.Client({ connectionString: stackValues().dbUrl });
  await listener.connect();
  listener.on('notification', (message) => heard.push(message.payload ?? ''));
  await listener.query('LISTEN public_content_changed');
  customer = await signedInActor('contenido-cliente');
  admin = await signedInActor('contenido-admin', { admin: true });
});
afterAll(async () => {
  await listener.end();
});

/** What was heard after `action`, once notifications sent at its commit have had time to arrive. */
async function heardAfter(action: () => PromiseLike<unknown>): Promise<string[]> {
  heard.length = 0;
  await action();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return [...heard];
}

describe('public_content_changed', () => {
  it('stays silent for a customer update or delete that changed no row', async () => {
    const { data } = await serviceClient().from('products').select('id').limit(1).single();
    const id = (data as { id: string }).id;
    expect(await heardAfter(() => customer.client.from('products').update({ title: 'Hackeado' }).eq('id', id))).toEqual([]);
    expect(await heardAfter(() => customer.client.from('songs').delete().neq('id', '00000000-0000-0000-0000-000000000000'))).toEqual([]);
    expect(await heardAfter(() => customer.client.from('blog_posts').update({ title: 'Hackeado' }).neq('slug', ''))).toEqual([]);
  });

  it("names the table when an admin's statement changed rows", async () => {
    const { data } = await serviceClient().from('products').select('id, title').limit(1).single();
    const product = data as { id: string; title: string };
    expect(await heardAfter(() => admin.client.from('products').update({ title: product.title }).eq('id', product.id))).toEqual(['products']);
  });
});
