export {
  CART_STORAGE_KEY,
  cartStore,
  createCartStore,
  selectItemCount,
  selectShipping,
  selectSubtotal,
  useCart,
  type CartResult,
  type CartState,
} from './cart-store.ts';
export {
  DEFAULT_STOCK,
  effectivePrice,
  effectiveStock,
  type CartLine,
  type CartProduct,
  type CartVariant,
} from './cart-line.ts';
