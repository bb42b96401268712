import { cartStore, type CartProduct, type CartResult, type CartVariant } from '@pitwall/cart';
import { toast } from '@pitwall/ui';

function refuse(result: CartResult): boolean {
  if (result.ok) return false;
  toast.error('Stock insuficiente', { description: `Solo quedan ${result.available} unidades disponibles` });
  return true;
}

// The cart store stays UI-free; the shop and checkout say what happened with the spec's toasts.
export const cartActions = {
  add(product: CartProduct, variant: CartVariant | null) {
    const result = cartStore.getState().add(product, variant);
    if (refuse(result)) return;
    const name = variant ? `${product.title} (${variant.variant_name})` : product.title;
    toast.success('Producto añadido', { description: `${name} añadido al carrito` });
  },
  setQuantity(productId: string, variantId: string | null, quantity: number) {
    refuse(cartStore.getState().setQuantity(productId, variantId, quantity));
  },
  remove(productId: string, variantId: string | null) {
    cartStore.getState().remove(productId, variantId);
    toast.success('Producto eliminado', { description: 'Producto eliminado del carrito' });
  },
  clear() {
    cartStore.getState().clear();
    toast.success('Carrito vaciado', { description: 'Se han eliminado todos los productos del carrito' });
  },
};
