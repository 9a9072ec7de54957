import { messageReplySchema } from '@nukkad/contracts';
import type { CartChangeBody } from '@nukkad/contracts';
import { request } from '../http';

/** POST /cart/addToCart {productId, cartKey}: a product to a cart, one of it. */
export const addToCart = (body: CartChangeBody) => request('/cart/addToCart', { method: 'POST', body, reply: messageReplySchema });
