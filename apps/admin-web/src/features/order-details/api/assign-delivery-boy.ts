import { adminKeys, assignDeliveryBoy } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/admin/assignDeliveryBoy {orderId, deliveryBoyId}; the order, lists and partners' loads are read again after. */
export function useAssignDeliveryBoy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, deliveryBoyId }: { orderId: string; deliveryBoyId: string }) => assignDeliveryBoy(orderId, deliveryBoyId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
