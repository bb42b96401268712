/**
 * The panel's product writes (libs/backend/src/admin/products.ts → admin_save_product) against the
 * real stack: a product and its variants are saved together or not at all, and only an admin may
 * save (a signed-in user or a visitor calling the function is refused and changes nothing).
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../../../../tools/local-stack/testing.ts';
import { getProduct, productFormInput, productFormSchema, saveProduct, uploadProductImage } from './products.ts';
import type { Backend } from '../client.ts';
import { type Actor, signedInActor } from '../../../../supabase/tests/support/clients.ts';

const service = serviceClient();
const typed = (client: SupabaseClient) => client as unknown as Backend;
const PREFIX = `Producto integración ${randomUUID().slice(0, 8)}`;
let admin: Actor;
let user: Actor;

beforeAll(async () => {
  admin = await signedInActor('products-admin', { admin: true });
  user = await signedInActor('products-user');
});

afterAll(async () => {
  await service.from('products').delete().like('title', `${PREFIX}%`);
});

const stored = async (title: string) => (await service.from('products').select('*, product_variants(*)').eq('title', title)).data ?? [];

/** The form's values for a tickets product with two stands, the second the default. */
function ticketValues(title: string) {
  const input = productFormInput(null);
  return productFormSchema.parse({
    ...input,
    title,
    category: 'tickets',
    price: '100',
    event_name: 'Gran Premio de prueba',
    variants: [
      { id: '', variant_name: 'General', attributes: '', price_adjustment: '-20', stock: '5', is_active: true, is_default: false, location_image_url: '' },
      {
        id: '',
        variant_name: 'Tribuna A',
        attributes: 'tribunas: A\ndescripcion: Frente a la meta',
        price_adjustment: '50',
        stock: '3',
        is_active: true,
        is_default: true,
        location_image_url: '/images/tribuna-a.jpg',
      },
    ],
  });
}

describe('saveProduct as an admin', () => {
  it('creates a product with its variants; the stock is theirs', async () => {
    const title = `${PREFIX} crear`;
    const id = await saveProduct(typed(admin.client), ticketValues(title), null);
    const product = await getProduct(typed(admin.client), id);
    expect(product).toMatchObject({ title, has_variants: true, stock: 8, price: 100 });
    expect(product?.product_variants.map((v) => [v.variant_name, v.price_adjustment, v.is_default])).toEqual([
      ['General', -20, false],
      ['Tribuna A', 50, true],
    ]);
    expect(product?.product_variants[1]).toMatchObject({
      attributes: { tribunas: 'A', descripcion: 'Frente a la meta' },
      location_image_url: '/images/tribuna-a.jpg',
    });
  });

  it('replaces the variants on update: removed ones go, the default moves, stock follows', async () => {
    const title = `${PREFIX} editar`;
    const id = await saveProduct(typed(admin.client), ticketValues(title), null);
    const product = await getProduct(typed(admin.client), id);
    const input = productFormInput(product);
    const [general] = input.variants;
    if (!general) throw new Error('the product was saved without its variants');
    const values = productFormSchema.parse({ ...input, variants: [{ ...general, is_default: true, stock: '9' }] });
    await saveProduct(typed(admin.client), values, product);
    const [saved] = await stored(title);
    expect(saved).toMatchObject({ has_variants: true, stock: 9 });
    expect(saved?.product_variants).toHaveLength(1);
    expect(saved?.product_variants[0]).toMatchObject({ id: product?.product_variants[0]?.id, is_default: true });
  });

  it('stores nothing when a variant is refused by the database', async () => {
    const title = `${PREFIX} atómico`;
    const { error } = await admin.client.rpc('admin_save_product', {
      p_product: { title, price: 10, category: 'merchandising' },
      p_variants: [{ variant_name: 'S', stock: 1 }, { variant_name: '   ', stock: 1 }],
    });
    expect(error).not.toBeNull();
    expect(await stored(title)).toEqual([]);
  });
});

describe('saving a product as anyone else', () => {
  it('is refused for a signed-in user and for a visitor, and nothing is stored', async () => {
    for (const client of [user.client, anonClient()]) {
      const title = `${PREFIX} intruso`;
      const { error } = await client.rpc('admin_save_product', { p_product: { title, price: 1, category: 'digital' }, p_variants: [] });
      expect(error).not.toBeNull();
      expect(await stored(title)).toEqual([]);
    }
  });

  it('cannot change an existing product through the function', async () => {
    const title = `${PREFIX} ajeno`;
    const id = await saveProduct(typed(admin.client), ticketValues(title), null);
    const { error } = await user.client.rpc('admin_save_product', {
      p_product: { id, title, price: 0, category: 'tickets' },
      p_variants: [],
    });
    expect(error?.message).toBe('Solo un administrador puede guardar productos.');
    expect((await stored(title))[0]).toMatchObject({ price: 100, has_variants: true });
  });
});

describe('product pictures', () => {
  const png = () => new File([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')], 'p.png', { type: 'image/png' });

  it('an admin uploads to the shop bucket; anyone else is refused', async () => {
    const { url, path } = await uploadProductImage(typed(admin.client), png());
    expect(url).toContain(`/storage/v1/object/public/product-images/${path}`);
    expect((await fetch(url)).ok).toBe(true);
    await service.storage.from('product-images').remove([path]);
    await expect(uploadProductImage(typed(user.client), png())).rejects.toThrow();
  });

  it('the bucket itself refuses a file that is not a picture, even from an admin', async () => {
    const { error } = await admin.client.storage
      .from('product-images')
      .upload(`productos/${randomUUID()}.txt`, Buffer.from('hola'), { contentType: 'text/plain' });
    expect(error).not.toBeNull();
  });
});
