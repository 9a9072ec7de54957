import { messageReplySchema } from '@nukkad/contracts';
import type { CartChangeBody } from '@nukkad/contracts';
import { request } from '../http';

/** POST /cart/incrementQty {productId, cartKey}: one more of a product in a cart. */
export const incrementQty = (body: CartChangeBody) => request('/cart/incrementQty', { method: 'POST', body, reply: messageReplySchema });
