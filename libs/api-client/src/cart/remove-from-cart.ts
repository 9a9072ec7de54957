import { messageReplySchema } from '@nukkad/contracts';
import type { CartChangeBody } from '@nukkad/contracts';
import { request } from '../http';

/** POST /cart/removeFromCart {productId, cartKey}: a product's line from a cart. */
export const removeFromCart = (body: CartChangeBody) => request('/cart/removeFromCart', { method: 'POST', body, reply: messageReplySchema });
