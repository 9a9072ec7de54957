import type { messageReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const cancelOrder = (orderId: string) =>
  request<typeof messageReplySchema>('/admin/cancelOrder', { method: 'PUT', body: { orderId } });

/**
 * PUT /admin/cancelOrder {orderId}. Whatever the answer, the order is read again: a refusal (409) means it
 * changed meanwhile, and the lists, figures and partners' loads are stale either way.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cancelOrder(orderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
