// What the cart keeps of a product and its variant: enough to show the line and check stock.
// Prices here are for display only; the server recomputes every amount before charging.
export interface CartProduct {
  id: string;
  title: string;
  description: string | null;
  image_url: string | null;
  price: number;
  category: string;
  shipping_cost: number | null;
  stock: number | null;
}

export interface CartVariant {
  id: string;
  variant_name: string;
  price_adjustment: number;
  stock: number | null;
}

export interface CartLine extends CartProduct {
  variant: CartVariant | null;
  quantity: number;
  effectivePrice: number;
  effectiveStock: number;
}

/** Stock assumed when neither the variant nor the product states one. */
export const DEFAULT_STOCK = 999;

export function effectivePrice(product: CartProduct, variant: CartVariant | null): number {
  return product.price + (variant?.price_adjustment ?? 0);
}

export function effectiveStock(product: CartProduct, variant: CartVariant | null): number {
  return variant?.stock ?? product.stock ?? DEFAULT_STOCK;
}

export function lineKey(productId: string, variantId: string | null | undefined): string {
  return `${productId}::${variantId ?? ''}`;
}

export function toCartLine(product: CartProduct, variant: CartVariant | null, quantity: number): CartLine {
  const { id, title, description, image_url, price, category, shipping_cost, stock } = product;
  return {
    id,
    title,
    description,
    image_url,
    price,
    category,
    shipping_cost,
    stock,
    variant: variant && {
      id: variant.id,
      variant_name: variant.variant_name,
      price_adjustment: variant.price_adjustment,
      stock: variant.stock,
    },
    quantity,
    effectivePrice: effectivePrice(product, variant),
    effectiveStock: effectiveStock(product, variant),
  };
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isNullableNumber = (value: unknown) => value === null || value === undefined || isNumber(value);

/** True for a line as this version of the store writes it; anything else is dropped on load. */
export function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  const variant = line.variant as Record<string, unknown> | null | undefined;
  return (
    typeof line.id === 'string' &&
    typeof line.title === 'string' &&
    isNumber(line.price) &&
    isNumber(line.quantity) &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    isNullableNumber(line.stock) &&
    isNullableNumber(line.shipping_cost) &&
    (variant === null ||
      variant === undefined ||
      (typeof variant === 'object' && typeof variant.id === 'string' && isNumber(variant.price_adjustment)))
  );
}
