import type { messageReplySchema, CartChangeBody } from '@nukkad/contracts';
import { request } from '../http';

/** POST /cart/decrementQty {productId, cartKey}: one less of a product in a cart; a line of 1 goes. */
export const decrementQty = (body: CartChangeBody) => request<typeof messageReplySchema>('/cart/decrementQty', { method: 'POST', body });
