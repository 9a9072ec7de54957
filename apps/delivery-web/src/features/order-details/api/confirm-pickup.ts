import { confirmPickup, deliveryOrderKeys } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * PUT /api/delivery/order/confirm-pickup {orderId, productId}: the item goes Out For Delivery. Whatever the answer,
 * the order and the lists are read again (the spec reloads the page), so the screen shows what the server holds.
 */
export function useConfirmPickup(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => confirmPickup(orderId, productId),
    // Awaited, so the button stays busy until the item shows its new status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.all }),
  });
}
