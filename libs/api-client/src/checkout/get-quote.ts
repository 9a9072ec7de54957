import type { quoteReplySchema, CartKey } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { checkoutKeys } from '../query-keys';

/** POST /order/quote {cartKey, addressId, scheduledFor?} */
export const getQuote = (cartKey: CartKey, addressId: string, signal?: AbortSignal, scheduledFor: string | null = null) =>
  request<typeof quoteReplySchema>('/order/quote', { method: 'POST', body: { cartKey, addressId, ...(scheduledFor ? { scheduledFor } : {}) }, signal });
/** The server's price of a cart delivered to an address (for a slot later, when ordered for later): exactly what the order will cost. */
export const quoteQueryOptions = (cartKey: CartKey, addressId: string, scheduledFor: string | null = null) =>
  queryOptions({
    queryKey: checkoutKeys.quote(cartKey, addressId, scheduledFor),
    queryFn: ({ signal }) => getQuote(cartKey, addressId, signal, scheduledFor),
    // Stock and shop hours move; the figure shown must be fresh when the customer comes back to it.
    staleTime: 0,
  });

/** None is asked before an address is chosen. */
export const useQuote = (cartKey: CartKey, addressId: string | null, scheduledFor: string | null = null) =>
  useQuery({ ...quoteQueryOptions(cartKey, addressId ?? '', scheduledFor), enabled: addressId !== null });
