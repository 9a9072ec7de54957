import { cartKeys, createOrder, orderKeys } from '@nukkad/api-client';
import type { CreateOrderBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /order/create-order with the attempt's Idempotency-Key; the cart empties and the orders list grows. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateOrderBody; idempotencyKey: string }) => createOrder(body, idempotencyKey),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: cartKeys.cart }), queryClient.invalidateQueries({ queryKey: orderKeys.all })]),
  });
}
