import type { cancelOwnOrderReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { orderKeys } from '../query-keys';

/** POST /order/cancel {orderId}: the customer cancels their own order while the shop has not started on it. */
export const cancelOwnOrder = (orderId: string) => request<typeof cancelOwnOrderReplySchema>('/order/cancel', { method: 'POST', body: { orderId } });

/** Whatever the answer, the customer's orders are read again: a refusal (409) means the order moved meanwhile. */
export function useCancelOwnOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cancelOwnOrder(orderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
