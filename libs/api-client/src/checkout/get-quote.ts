import type { quoteReplySchema, CartKey } from '@nukkad/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { checkoutKeys, type QuoteChoices } from '../query-keys';

export type { QuoteChoices };

/** The quote's body: the cart, the address and only the choices made (a coupon, a tip, a slot for later). */
const quoteBody = (cartKey: CartKey, addressId: string, { couponCode, tip = 0, scheduledFor }: QuoteChoices) => ({
  cartKey,
  addressId,
  tip,
  ...(couponCode ? { couponCode } : {}),
  ...(scheduledFor ? { scheduledFor } : {}),
});

/** POST /order/quote {cartKey, addressId, tip, couponCode?, scheduledFor?} */
export const getQuote = (cartKey: CartKey, addressId: string, choices: QuoteChoices = {}, signal?: AbortSignal) =>
  request<typeof quoteReplySchema>('/order/quote', { method: 'POST', body: quoteBody(cartKey, addressId, choices), signal });
/** The server's price of a cart delivered to an address with the customer's choices: exactly what the order will cost. */
export const quoteQueryOptions = (cartKey: CartKey, addressId: string, choices: QuoteChoices = {}) =>
  queryOptions({
    queryKey: checkoutKeys.quote(cartKey, addressId, choices),
    queryFn: ({ signal }) => getQuote(cartKey, addressId, choices, signal),
    // Stock and shop hours move; the figure shown must be fresh when the customer comes back to it.
    staleTime: 0,
    // A refused coupon (409) is an answer, not a hiccup: it is shown at once.
    retry: false,
  });

/** None is asked before an address is chosen. While another tip or address is priced, the last figures stay on screen. */
export const useQuote = (cartKey: CartKey, addressId: string | null, choices: QuoteChoices = {}) =>
  useQuery({ ...quoteQueryOptions(cartKey, addressId ?? '', choices), enabled: addressId !== null, placeholderData: keepPreviousData });
