import {
  type CartKey,
  type CreateOrderBody,
  type CreatePaymentBody,
  createPaymentReplySchema,
  envelope,
  IDEMPOTENCY_KEY_HEADER,
  orderReplySchema,
  type PaymentProof,
  quoteReplySchema,
  testProviderPayReplySchema,
} from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { checkoutKeys } from './query-keys';

export const getQuote = (cartKey: CartKey, addressId: string, signal?: AbortSignal) =>
  request('/order/quote', { method: 'POST', body: { cartKey, addressId }, reply: quoteReplySchema, signal });
/** The server's price of a cart delivered to an address: exactly what the order will cost. */
export const quoteQueryOptions = (cartKey: CartKey, addressId: string) =>
  queryOptions({
    queryKey: checkoutKeys.quote(cartKey, addressId),
    queryFn: ({ signal }) => getQuote(cartKey, addressId, signal),
    // Stock and shop hours move; the figure shown must be fresh when the customer comes back to it.
    staleTime: 0,
  });

/** The same key with the same body returns the same order, so a retried Place order never orders twice. */
export const createOrder = (body: CreateOrderBody, idempotencyKey: string) =>
  request('/order/create-order', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    reply: orderReplySchema,
  });

export const createPayment = (body: CreatePaymentBody) =>
  request('/payment/createOrder', { method: 'POST', body, reply: createPaymentReplySchema });

export const verifyPayment = (proof: PaymentProof) =>
  request('/payment/verify-payment', { method: 'POST', body: proof, reply: envelope({}) });

/** The local test provider's sheet: `paid` gives the proof its window would hand back, `failed` gives none. */
export const payWithTestProvider = (orderId: string, outcome: 'paid' | 'failed') =>
  request('/payment/test-provider/pay', {
    method: 'POST',
    body: { order_id: orderId, outcome },
    reply: testProviderPayReplySchema,
  });
