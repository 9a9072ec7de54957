import type { quoteReplySchema, CartKey } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { checkoutKeys } from '../query-keys';

/** POST /order/quote {cartKey, addressId, couponCode?} */
export const getQuote = (cartKey: CartKey, addressId: string, couponCode: string | null = null, signal?: AbortSignal) =>
  request<typeof quoteReplySchema>('/order/quote', { method: 'POST', body: { cartKey, addressId, ...(couponCode ? { couponCode } : {}) }, signal });
/** The server's price of a cart delivered to an address, with the coupon applied if any: exactly what the order will cost. */
export const quoteQueryOptions = (cartKey: CartKey, addressId: string, couponCode: string | null = null) =>
  queryOptions({
    queryKey: checkoutKeys.quote(cartKey, addressId, couponCode),
    queryFn: ({ signal }) => getQuote(cartKey, addressId, couponCode, signal),
    // Stock and shop hours move; the figure shown must be fresh when the customer comes back to it.
    staleTime: 0,
    // A refused coupon (409) is an answer, not a hiccup: it is shown at once.
    retry: false,
  });

/** None is asked before an address is chosen. */
export const useQuote = (cartKey: CartKey, addressId: string | null, couponCode: string | null = null) =>
  useQuery({ ...quoteQueryOptions(cartKey, addressId ?? '', couponCode), enabled: addressId !== null });
