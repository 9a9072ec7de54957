import type { messageReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys, sellerOrderKeys } from '../query-keys';

/**
 * PUT /order/confirm-order/{orderId} {selectedProducts}: the selected items become Preparing, the seller's other
 * Processing items Cancelled.
 */
export const confirmOrder = (orderId: string, selectedProducts: readonly string[]) =>
  request<typeof messageReplySchema>(`/order/confirm-order/${encodeURIComponent(orderId)}`, { method: 'PUT', body: { selectedProducts } });

/** Either way the seller's orders and the dashboard's pending count are read again. */
export function useConfirmOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selectedProducts: readonly string[]) => confirmOrder(orderId, selectedProducts),
    // Not awaited: the seller hears the outcome at once, the lists catch up behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sellerOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: authKeys.seller });
    },
  });
}
