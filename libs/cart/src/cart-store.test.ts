import { CART_STORAGE_KEY, createCartStore, selectItemCount, selectShipping, selectSubtotal } from './cart-store.ts';
import type { CartProduct, CartVariant } from './cart-line.ts';

const tee: CartProduct = {
  id: 'p-tee',
  title: 'Camiseta Pitwall',
  description: 'Algodón orgánico',
  image_url: null,
  price: 25,
  category: 'merchandising',
  shipping_cost: 4.95,
  stock: 3,
};
const ticket: CartProduct = { ...tee, id: 'p-gp', title: 'GP Barcelona', category: 'tickets', shipping_cost: 0, stock: null };
const vip: CartVariant = { id: 'v-vip', variant_name: 'Tribuna VIP', price_adjustment: 150.5, stock: 2 };
const general: CartVariant = { id: 'v-gen', variant_name: 'General', price_adjustment: 0, stock: null };

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('cart store', () => {
  it('keeps one line per product and variant, adding one unit at a time', () => {
    const cart = createCartStore(memoryStorage());
    cart.getState().add(ticket, vip);
    cart.getState().add(ticket, vip);
    cart.getState().add(ticket, general);
    cart.getState().add(tee);
    const { lines } = cart.getState();
    expect(lines.map((l) => [l.id, l.variant?.id ?? null, l.quantity])).toEqual([
      ['p-gp', 'v-vip', 2],
      ['p-gp', 'v-gen', 1],
      ['p-tee', null, 1],
    ]);
    expect(selectItemCount(cart.getState())).toBe(4);
  });

  it('computes effective price and stock: variant first, then product, then 999', () => {
    const cart = createCartStore(memoryStorage());
    cart.getState().add(ticket, vip);
    cart.getState().add(ticket, general);
    const [vipLine, generalLine] = cart.getState().lines;
    expect(vipLine?.effectivePrice).toBe(175.5);
    expect(vipLine?.effectiveStock).toBe(2);
    expect(generalLine?.effectivePrice).toBe(25);
    expect(generalLine?.effectiveStock).toBe(999);
    expect(selectSubtotal(cart.getState())).toBe(200.5);
  });

  it('refuses to add beyond the stock and leaves the quantity unchanged', () => {
    const cart = createCartStore(memoryStorage());
    expect(cart.getState().add(ticket, vip).ok).toBe(true);
    expect(cart.getState().add(ticket, vip).ok).toBe(true);
    expect(cart.getState().add(ticket, vip)).toEqual({ ok: false, reason: 'insufficient-stock', available: 2 });
    expect(cart.getState().lines[0]?.quantity).toBe(2);
  });

  it('refuses a quantity above the stock, removes at 0 or less', () => {
    const cart = createCartStore(memoryStorage());
    cart.getState().add(tee);
    expect(cart.getState().setQuantity('p-tee', null, 4)).toEqual({ ok: false, reason: 'insufficient-stock', available: 3 });
    expect(cart.getState().lines[0]?.quantity).toBe(1);
    expect(cart.getState().setQuantity('p-tee', null, 3).ok).toBe(true);
    expect(cart.getState().lines[0]?.quantity).toBe(3);
    cart.getState().setQuantity('p-tee', null, 0);
    expect(cart.getState().lines).toEqual([]);
  });

  it('refuses products at zero stock', () => {
    const cart = createCartStore(memoryStorage());
    expect(cart.getState().add({ ...tee, stock: 0 })).toEqual({ ok: false, reason: 'insufficient-stock', available: 0 });
  });

  it('saves every change under "cart" as a JSON list and loads it back', () => {
    const storage = memoryStorage();
    const cart = createCartStore(storage);
    cart.getState().add(ticket, vip);
    const saved = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? 'null');
    expect(Array.isArray(saved)).toBe(true);
    expect(saved[0]).toMatchObject({ id: 'p-gp', quantity: 1, variant: { id: 'v-vip' } });
    const reloaded = createCartStore(storage);
    expect(reloaded.getState().lines).toEqual(cart.getState().lines);
  });

  it('ignores a corrupt stored cart', () => {
    expect(createCartStore(memoryStorage({ cart: '{not json' })).getState().lines).toEqual([]);
    expect(createCartStore(memoryStorage({ cart: '{"a":1}' })).getState().lines).toEqual([]);
    expect(createCartStore(memoryStorage({ cart: '[{"id":1}]' })).getState().lines).toEqual([]);
  });

  it('clears, and charges shipping once per merchandising line', () => {
    const cart = createCartStore(memoryStorage());
    cart.getState().add(tee);
    cart.getState().add(tee);
    cart.getState().add(ticket, vip);
    expect(selectShipping(cart.getState())).toBe(4.95);
    cart.getState().clear();
    expect(cart.getState().lines).toEqual([]);
  });
});
