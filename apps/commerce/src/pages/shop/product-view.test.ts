import type { ProductWithVariants } from '@pitwall/backend';
import { defaultVariant, priceOf, productDetails, sortedVariants, stockBadge, stockOf } from './product-view.ts';

const variant = (id: string, adjustment: number, stock: number, isDefault = false) =>
  ({ id, variant_name: id, price_adjustment: adjustment, stock, is_default: isDefault, is_active: true, attributes: {}, location_image_url: null }) as never;

const base = {
  id: 'p',
  title: 'GP',
  description: null,
  image_url: null,
  price: 100,
  category: 'tickets',
  subcategory: null,
  event_name: 'Gran Premio',
  event_type: 'Carrera',
  event_dates: '11 al 13 de junio',
  additional_details: {},
  shipping_cost: 0,
  has_variants: true,
  stock: 0,
  product_variants: [variant('vip', 300, 2), variant('general', 0, 5), variant('pelouse', 50, 0, true)],
} as unknown as ProductWithVariants;

describe('product view', () => {
  it('lists variants by ascending price', () => {
    expect(sortedVariants(base).map((v) => v.id)).toEqual(['general', 'pelouse', 'vip']);
  });
  it('picks the default variant, skipping it when sold out', () => {
    expect(defaultVariant(base)?.id).toBe('general');
    expect(defaultVariant({ ...base, product_variants: [variant('a', 0, 3), variant('b', 10, 3, true)] } as never)?.id).toBe('b');
    expect(defaultVariant({ ...base, product_variants: [variant('a', 0, 3), variant('b', 10, 3)] } as never)?.id).toBe('a');
  });
  it('prices and stocks a variant', () => {
    const vip = sortedVariants(base)[2] ?? null;
    expect(priceOf(base, vip)).toBe(400);
    expect(stockOf(base, vip)).toBe(2);
  });
  it('shows the stock only when it is news: sold out or 5 units or fewer', () => {
    expect(stockBadge(0)).toEqual({ text: 'Agotado', soldOut: true });
    expect(stockBadge(1)).toEqual({ text: 'Última unidad', soldOut: false });
    expect(stockBadge(5)).toEqual({ text: 'Últimas 5 unidades', soldOut: false });
    expect(stockBadge(6)).toBeNull();
    expect(stockBadge(999)).toBeNull(); // the cart's "no limit"
  });
  it('describes each category', () => {
    expect(productDetails(base)).toEqual(['Gran Premio', 'Carrera · 11 al 13 de junio']);
    expect(
      productDetails({ ...base, category: 'merchandising', additional_details: { color: 'Negro', sizes: ['S', 'M'], material: 'Algodón' } } as never),
    ).toEqual(['Color: Negro', 'Tallas: S, M', 'Material: Algodón']);
    expect(productDetails({ ...base, category: 'digital', additional_details: { week: 45, song_count: 10 } } as never)).toEqual([
      'Semana 45',
      '10 canciones',
    ]);
  });
});
