import type { getCartReplySchema } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { cartKeys } from '../query-keys';
import { useSessionQuery } from '../session';
import type { SessionMarker } from '../session-marker';

/** GET /cart/getCart: both carts with each line's product nested. */
export const getCart = (signal?: AbortSignal) => request<typeof getCartReplySchema>('/cart/getCart', { signal });
export const cartQueryOptions = () => queryOptions({ queryKey: cartKeys.cart, queryFn: ({ signal }) => getCart(signal) });

/** One cached copy for the whole app, never fetched for a visitor. */
export const useCart = (marker: SessionMarker) => useSessionQuery(marker, cartQueryOptions());
