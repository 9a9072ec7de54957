import type { messageReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const assignDeliveryBoy = (orderId: string, deliveryBoyId: string) =>
  request<typeof messageReplySchema>('/admin/assignDeliveryBoy', { method: 'POST', body: { orderId, deliveryBoyId } });

/** POST /admin/assignDeliveryBoy {orderId, deliveryBoyId}; the order, lists and partners' loads are read again after. */
export function useAssignDeliveryBoy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, deliveryBoyId }: { orderId: string; deliveryBoyId: string }) => assignDeliveryBoy(orderId, deliveryBoyId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
