import { getSupabase } from '../client.ts';
import type { Tables } from '../database.types.ts';

export type ProductVariant = Tables<'product_variants'>;
export type ProductWithVariants = Tables<'products'> & { product_variants: ProductVariant[] };

/** The shop: active products by sort_order, each with its variants (the policies hide inactive ones from visitors). */
export async function getActiveProducts(): Promise<ProductWithVariants[]> {
  const { data, error } = await getSupabase()
    .from('products')
    .select('*, product_variants(*)')
    .eq('is_active', true)
    .order('sort_order', { ascending: true });
  if (error) throw error;
  return data.map((product) => ({
    ...product,
    product_variants: product.product_variants.filter((variant) => variant.is_active),
  }));
}
