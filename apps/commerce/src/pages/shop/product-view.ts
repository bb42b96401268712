import { effectivePrice, effectiveStock, type CartProduct, type CartVariant } from '@pitwall/cart';
import type { ProductVariant, ProductWithVariants } from '@pitwall/backend';

export const CATEGORY_LABEL: Record<string, string> = {
  tickets: 'Entradas',
  merchandising: 'Merchandising',
  digital: 'Digital',
};

export function toCartProduct(product: ProductWithVariants): CartProduct {
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    image_url: product.image_url,
    price: product.price,
    category: product.category,
    shipping_cost: product.shipping_cost,
    stock: product.stock,
  };
}

export function toCartVariant(variant: ProductVariant): CartVariant {
  return { id: variant.id, variant_name: variant.variant_name, price_adjustment: variant.price_adjustment, stock: variant.stock };
}

/** Variants by ascending price (the spec's order). */
export function sortedVariants(product: ProductWithVariants): ProductVariant[] {
  return [...product.product_variants].sort((a, b) => a.price_adjustment - b.price_adjustment);
}

/** The variant flagged is_default, else the first; skips sold-out ones when another is available. */
export function defaultVariant(product: ProductWithVariants): ProductVariant | null {
  const variants = sortedVariants(product);
  const preferred = variants.find((variant) => variant.is_default) ?? variants[0] ?? null;
  if (preferred && preferred.stock <= 0) return variants.find((variant) => variant.stock > 0) ?? preferred;
  return preferred;
}

export function priceOf(product: ProductWithVariants, variant: ProductVariant | null): number {
  return effectivePrice(toCartProduct(product), variant && toCartVariant(variant));
}

export function stockOf(product: ProductWithVariants, variant: ProductVariant | null): number {
  return effectiveStock(toCartProduct(product), variant && toCartVariant(variant));
}

/** At or under this many units left the card says how many remain. */
export const LOW_STOCK = 5;

/**
 * The card's stock badge: only news a buyer needs. 'Agotado' at zero, the units left when few
 * remain, nothing otherwise (plenty, or no limit at all: a digital pack never runs out).
 */
export function stockBadge(stock: number): { text: string; soldOut: boolean } | null {
  if (stock <= 0) return { text: 'Agotado', soldOut: true };
  if (stock === 1) return { text: 'Última unidad', soldOut: false };
  if (stock <= LOW_STOCK) return { text: `Últimas ${stock} unidades`, soldOut: false };
  return null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : null);

/** The card's subtitle lines: merchandising colour, sizes and material; digital week and songs; ticket event. */
export function productDetails(product: ProductWithVariants): string[] {
  const details = (product.additional_details ?? {}) as Record<string, unknown>;
  if (product.category === 'merchandising') {
    const sizes = Array.isArray(details.sizes) ? details.sizes.filter((size) => typeof size === 'string').join(', ') : null;
    return [
      text(details.color) && `Color: ${text(details.color)}`,
      sizes && `Tallas: ${sizes}`,
      text(details.material) && `Material: ${text(details.material)}`,
    ].filter((line): line is string => Boolean(line));
  }
  if (product.category === 'digital') {
    return [
      text(details.week) && `Semana ${text(details.week)}`,
      text(details.song_count) && `${text(details.song_count)} canciones`,
    ].filter((line): line is string => Boolean(line));
  }
  return [product.event_name, [product.event_type, product.event_dates].filter(Boolean).join(' · ')].filter(
    (line): line is string => Boolean(line),
  );
}
