import type { quoteReplySchema, CartKey } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { checkoutKeys } from '../query-keys';

/** POST /order/quote {cartKey, addressId} */
export const getQuote = (cartKey: CartKey, addressId: string, signal?: AbortSignal) =>
  request<typeof quoteReplySchema>('/order/quote', { method: 'POST', body: { cartKey, addressId }, signal });
/** The server's price of a cart delivered to an address: exactly what the order will cost. */
export const quoteQueryOptions = (cartKey: CartKey, addressId: string) =>
  queryOptions({
    queryKey: checkoutKeys.quote(cartKey, addressId),
    queryFn: ({ signal }) => getQuote(cartKey, addressId, signal),
    // Stock and shop hours move; the figure shown must be fresh when the customer comes back to it.
    staleTime: 0,
  });

/** None is asked before an address is chosen. */
export const useQuote = (cartKey: CartKey, addressId: string | null) =>
  useQuery({ ...quoteQueryOptions(cartKey, addressId ?? ''), enabled: addressId !== null });
