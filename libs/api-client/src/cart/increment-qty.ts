import type { messageReplySchema, CartChangeBody } from '@nukkad/contracts';
import { request } from '../http';

/** POST /cart/incrementQty {productId, cartKey}: one more of a product in a cart. */
export const incrementQty = (body: CartChangeBody) => request<typeof messageReplySchema>('/cart/incrementQty', { method: 'POST', body });
