import { createStore, useStore } from 'zustand';
import {
  effectivePrice,
  effectiveStock,
  isCartLine,
  lineKey,
  toCartLine,
  type CartLine,
  type CartProduct,
  type CartVariant,
} from './cart-line.ts';

/** Browser storage key of the cart: a JSON list of lines. */
export const CART_STORAGE_KEY = 'cart';

export type CartResult =
  | { ok: true; line: CartLine | null }
  /** Refused: asking for more than the stock; `available` is the effective stock. */
  | { ok: false; reason: 'insufficient-stock'; available: number };

export interface CartState {
  lines: CartLine[];
  /** Adds one unit of the product (and variant): a new line starts at 1. */
  add(product: CartProduct, variant?: CartVariant | null): CartResult;
  /** Sets a line's quantity; 0 or less removes the line. */
  setQuantity(productId: string, variantId: string | null | undefined, quantity: number): CartResult;
  remove(productId: string, variantId: string | null | undefined): void;
  clear(): void;
}

function readStoredLines(storage: Storage | undefined): CartLine[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isCartLine).map((line) => ({
      ...line,
      variant: line.variant ?? null,
      effectivePrice: effectivePrice(line, line.variant ?? null),
      effectiveStock: effectiveStock(line, line.variant ?? null),
    }));
  } catch {
    // A corrupt stored cart is ignored, as if there were none.
    return [];
  }
}

const browserStorage = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

export function createCartStore(storage: Storage | undefined = browserStorage()) {
  const store = createStore<CartState>()((set, get) => ({
    lines: readStoredLines(storage),

    add(product, variant = null) {
      const key = lineKey(product.id, variant?.id);
      const existing = get().lines.find((line) => lineKey(line.id, line.variant?.id) === key);
      const stock = effectiveStock(product, variant);
      const inCart = existing?.quantity ?? 0;
      if (inCart >= stock) return { ok: false, reason: 'insufficient-stock', available: stock };
      const line = toCartLine(product, variant, inCart + 1);
      set((state) => ({
        lines: existing
          ? state.lines.map((current) => (lineKey(current.id, current.variant?.id) === key ? line : current))
          : [...state.lines, line],
      }));
      return { ok: true, line };
    },

    setQuantity(productId, variantId, quantity) {
      const key = lineKey(productId, variantId);
      const existing = get().lines.find((line) => lineKey(line.id, line.variant?.id) === key);
      if (!existing) return { ok: true, line: null };
      if (quantity <= 0) {
        get().remove(productId, variantId);
        return { ok: true, line: null };
      }
      if (quantity > existing.effectiveStock) {
        return { ok: false, reason: 'insufficient-stock', available: existing.effectiveStock };
      }
      const line = { ...existing, quantity: Math.floor(quantity) };
      set((state) => ({
        lines: state.lines.map((current) => (lineKey(current.id, current.variant?.id) === key ? line : current)),
      }));
      return { ok: true, line };
    },

    remove(productId, variantId) {
      const key = lineKey(productId, variantId);
      set((state) => ({ lines: state.lines.filter((line) => lineKey(line.id, line.variant?.id) !== key) }));
    },

    clear() {
      set({ lines: [] });
    },
  }));

  if (storage) {
    // Saved after every change.
    store.subscribe((state, previous) => {
      if (state.lines !== previous.lines) storage.setItem(CART_STORAGE_KEY, JSON.stringify(state.lines));
    });
  }
  if (typeof window !== 'undefined' && storage === window.localStorage) {
    // Another tab changed the cart: follow it, so every badge shows the same count.
    window.addEventListener('storage', (event) => {
      if (event.key === CART_STORAGE_KEY || event.key === null) store.setState({ lines: readStoredLines(storage) });
    });
  }
  return store;
}

/** The one cart of the page, shared by every app through Module Federation. */
export const cartStore = createCartStore();

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(cartStore, selector);
}

export const selectItemCount = (state: Pick<CartState, 'lines'>) =>
  state.lines.reduce((count, line) => count + line.quantity, 0);

export const selectSubtotal = (state: Pick<CartState, 'lines'>) =>
  state.lines.reduce((sum, line) => sum + line.effectivePrice * line.quantity, 0);

/** Shipping is charged once per merchandising line that states a cost. */
export const selectShipping = (state: Pick<CartState, 'lines'>) =>
  state.lines.reduce(
    (sum, line) => sum + (line.category === 'merchandising' && (line.shipping_cost ?? 0) > 0 ? (line.shipping_cost ?? 0) : 0),
    0,
  );
