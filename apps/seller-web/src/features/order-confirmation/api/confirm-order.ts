import { authKeys, confirmOrder, sellerOrderKeys } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * PUT /api/order/confirm-order/{orderId}: the selected items become Preparing, the seller's other Processing items
 * Cancelled. Either way the seller's orders and the dashboard's pending count are read again.
 */
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
