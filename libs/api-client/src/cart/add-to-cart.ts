import type { messageReplySchema, CartChangeBody } from '@nukkad/contracts';
import { request } from '../http';

/** POST /cart/addToCart {productId, cartKey}: a product to a cart, one of it. */
export const addToCart = (body: CartChangeBody) => request<typeof messageReplySchema>('/cart/addToCart', { method: 'POST', body });
