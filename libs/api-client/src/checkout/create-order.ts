import { IDEMPOTENCY_KEY_HEADER, type orderReplySchema } from '@nukkad/contracts';
import type { CreateOrderBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { cartKeys, orderKeys } from '../query-keys';

/** POST /order/create-order: the same key with the same body returns the same order, so a retried Place order never orders twice. */
export const createOrder = (body: CreateOrderBody, idempotencyKey: string) =>
  request<typeof orderReplySchema>('/order/create-order', {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    
  });

/** With the attempt's Idempotency-Key; the cart empties and the orders list grows. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateOrderBody; idempotencyKey: string }) => createOrder(body, idempotencyKey),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: cartKeys.cart }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]),
  });
}
