import type { messageReplySchema, CartChangeBody } from '@nukkad/contracts';
import { request } from '../http';

/** POST /cart/removeFromCart {productId, cartKey}: a product's line from a cart. */
export const removeFromCart = (body: CartChangeBody) => request<typeof messageReplySchema>('/cart/removeFromCart', { method: 'POST', body });
