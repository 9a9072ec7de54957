import { getCartReplySchema, messageReplySchema } from '@nukkad/contracts';
import type { CartChangeBody } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { cartKeys } from './query-keys';

export const getCart = (signal?: AbortSignal) => request('/cart/getCart', { reply: getCartReplySchema, signal });
/** Both carts with each line's product nested. */
export const cartQueryOptions = () => queryOptions({ queryKey: cartKeys.cart, queryFn: ({ signal }) => getCart(signal) });

const change = (path: string) => (body: CartChangeBody) => request(`/cart/${path}`, {
  method: 'POST',
  body,
  reply: messageReplySchema,
});
export const addToCart = change('addToCart');
export const removeFromCart = change('removeFromCart');
export const incrementQty = change('incrementQty');
export const decrementQty = change('decrementQty');
