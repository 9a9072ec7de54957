import type { quoteReplySchema, CartKey } from '@nukkad/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { checkoutKeys } from '../query-keys';

/** POST /order/quote {cartKey, addressId, tip} */
export const getQuote = (cartKey: CartKey, addressId: string, tip: number, signal?: AbortSignal) =>
  request<typeof quoteReplySchema>('/order/quote', { method: 'POST', body: { cartKey, addressId, tip }, signal });
/** The server's price of a cart delivered to an address: exactly what the order will cost. */
export const quoteQueryOptions = (cartKey: CartKey, addressId: string, tip = 0) =>
  queryOptions({
    queryKey: checkoutKeys.quote(cartKey, addressId, tip),
    queryFn: ({ signal }) => getQuote(cartKey, addressId, tip, signal),
    // Stock and shop hours move; the figure shown must be fresh when the customer comes back to it.
    staleTime: 0,
  });

/** None is asked before an address is chosen. While another tip or address is priced, the last figures stay on screen. */
export const useQuote = (cartKey: CartKey, addressId: string | null, tip = 0) =>
  useQuery({ ...quoteQueryOptions(cartKey, addressId ?? '', tip), enabled: addressId !== null, placeholderData: keepPreviousData });
