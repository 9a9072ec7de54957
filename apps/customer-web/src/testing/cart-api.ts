import type { CartItem, CartKey, CartProduct, Customer } from '@nukkad/contracts';
import { makeProduct, mockApi } from './test-utils';

type Reply = { status?: number; body: unknown };
export type CartCall = { action: string; productId: string; cartKey: CartKey };
type Carts = Record<CartKey, CartItem[]>;

export const CUSTOMER: Customer = {
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'Asha Verma',
  phone: '9876543210',
  foodCart: [],
  groceryCart: [],
};

/** A cart line of a product like makeProduct's, nested as getCart sends it. */
export function makeCartItem(overrides: Partial<CartProduct> = {}, quantity = 1): CartItem {
  const product = makeProduct();
  return {
    product: {
      _id: product._id,
      name: product.name,
      images: [],
      price: product.price,
      basePrice: null,
      inStock: true,
      dietType: 'Veg',
      categories: product.categories,
      shop: { _id: product.shop, name: product.shopName, isOpen: true },
      shopType: 'Restaurant',
      seller: product.seller,
      ...overrides,
    },
    quantity,
  };
}

/** A promise and the functions that settle it, for a call the test answers later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * The cart API of a signed-in customer, kept in memory: changes succeed and change the carts (so refetches see them)
 * unless `answer` replies with a failure. Every change call is recorded in `calls`.
 */
export function mockCartApi({
  carts: initial = {},
  answer,
  other,
}: {
  carts?: Partial<Carts>;
  answer?: (call: CartCall) => Reply | Promise<Reply> | undefined;
  other?: (url: string) => Reply | undefined;
} = {}) {
  const carts: Carts = { foodCart: [...(initial.foodCart ?? [])], groceryCart: [...(initial.groceryCart ?? [])] };
  const calls: CartCall[] = [];
  const apply = ({ action, productId, cartKey }: CartCall) => {
    const line = carts[cartKey].find((l) => l.product._id === productId);
    if (action === 'removeFromCart' || (action === 'decrementQty' && line?.quantity === 1)) {
      carts[cartKey] = carts[cartKey].filter((l) => l.product._id !== productId);
    } else if (line) {
      carts[cartKey] = carts[cartKey].map((l) => (l === line ? { ...l, quantity: l.quantity + (action === 'decrementQty' ? -1 : 1) } : l));
    } else {
      carts[cartKey] = [...carts[cartKey], makeCartItem({ _id: productId }, 1)];
    }
  };
  const change = async (action: string, init: RequestInit | undefined): Promise<Reply> => {
    const body = JSON.parse(String(init?.body)) as { productId: string; cartKey: CartKey };
    const call = { action, ...body };
    calls.push(call);
    const reply = await answer?.(call);
    if (!reply || (reply.status ?? 200) < 400) apply(call);
    return reply ?? { body: { success: true, message: 'Done' } };
  };
  const fetchMock = mockApi((url, init) => {
    if (url.startsWith('/api/auth/getUser')) {
      const lines = (key: CartKey) => carts[key].map((l) => ({ productId: l.product._id, quantity: l.quantity }));
      return { body: { success: true, user: { ...CUSTOMER, foodCart: lines('foodCart'), groceryCart: lines('groceryCart') } } };
    }
    if (url === '/api/cart/getCart') return { body: { success: true, ...carts } };
    const match = /^\/api\/cart\/(\w+)$/.exec(url);
    if (match) return change(match[1]!, init);
    return other?.(url);
  });
  return { calls, carts, fetchMock };
}
