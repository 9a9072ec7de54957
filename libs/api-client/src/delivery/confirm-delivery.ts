import type { messageReplySchema, DeliveryOrderReply } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys, deliveryOrderKeys } from '../query-keys';

/** PUT /delivery/order/confirm-delivery/{orderId} */
export const confirmDelivery = (orderId: string) =>
  request<typeof messageReplySchema>(`/delivery/order/confirm-delivery/${encodeURIComponent(orderId)}`, { method: 'PUT' });

/** The order as it stands once the server has confirmed the delivery: shown at once, then read again. */
function delivered(reply: DeliveryOrderReply): DeliveryOrderReply {
  const { order } = reply;
  return {
    ...reply,
    order: {
      ...order,
      deliveryStatus: 'Delivered',
      paymentStatus: 'Paid',
      deliveredAt: order.deliveredAt ?? new Date().toISOString(),
      items: order.items.map((item) => (item.status === 'Cancelled' ? item : { ...item, status: 'Delivered' })),
    },
  };
}

/**
 * Delivered: the commission, the cash owed and the partner's
 * lists and figures are read again. Refused: the order is read again, so the page shows why.
 */
export function useConfirmDelivery(orderId: string, deliveryBoyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmDelivery(orderId),
    onSuccess: () => {
      queryClient.setQueryData<DeliveryOrderReply>(deliveryOrderKeys.order(orderId), (current) => (current ? delivered(current) : current));
      // Not awaited: the page already shows Delivered, the figures catch up behind it.
      for (const queryKey of [
        deliveryOrderKeys.all,
        authKeys.deliveryStats(deliveryBoyId),
        authKeys.delivery,
        deliveryOrderKeys.commissionHistory(deliveryBoyId),
        deliveryOrderKeys.outstanding(deliveryBoyId),
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    onError: () => queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.order(orderId) }),
  });
}
