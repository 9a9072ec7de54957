import { getCartReplySchema, messageReplySchema, type CartChangeBody } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';

export const cartKeys = {
  /** The one cached copy of both carts. */
  cart: ['cart'] as const,
  /** Every change to a cart; a change of one product is `change(productId)`, so its cards can lock while it runs. */
  changes: ['cart-change'] as const,
  change: (productId: string) => ['cart-change', productId] as const,
};

export const getCart = (signal?: AbortSignal) => request('/cart/getCart', { reply: getCartReplySchema, signal });
/** Both carts with each line's product nested. */
export const cartQueryOptions = () => queryOptions({ queryKey: cartKeys.cart, queryFn: ({ signal }) => getCart(signal) });

const change = (path: string) => (body: CartChangeBody) => request(`/cart/${path}`, { method: 'POST', body, reply: messageReplySchema });
export const addToCart = change('addToCart');
export const removeFromCart = change('removeFromCart');
export const incrementQty = change('incrementQty');
export const decrementQty = change('decrementQty');
