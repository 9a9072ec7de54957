import type { messageReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { deliveryOrderKeys } from '../query-keys';

/** PUT /delivery/order/confirm-pickup {orderId, productId}: the item goes Out For Delivery. */
export const confirmPickup = (orderId: string, productId: string) =>
  request<typeof messageReplySchema>('/delivery/order/confirm-pickup', { method: 'PUT', body: { orderId, productId } });

/** Whatever the answer, the order and the lists are read again (the spec reloads the page), so the screen shows what the server holds. */
export function useConfirmPickup(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => confirmPickup(orderId, productId),
    // Awaited, so the button stays busy until the item shows its new status.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.all }),
  });
}
