import { type messageReplySchema, OFF_DUTY_MESSAGE } from '@nukkad/contracts';
import type { AvailableOrdersReply } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, request } from '../http';
import { authKeys, deliveryOrderKeys } from '../query-keys';

/** POST /delivery/orders/{orderId}/accept {deliveryBoyId} */
export const acceptOrder = (orderId: string, deliveryBoyId: string) =>
  request<typeof messageReplySchema>(`/delivery/orders/${encodeURIComponent(orderId)}/accept`, { method: 'POST', body: { deliveryBoyId } });

/** A refusal that means the order is no longer there to take (another partner won the race, or it went away). */
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 409 && error.serverMessage !== OFF_DUTY_MESSAGE));

/**
 * Won: the partner's lists and figures are read again.
 * Lost: the order leaves the list at once (asking the server again would only say the same).
 */
export function useAcceptOrder(deliveryBoyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => acceptOrder(orderId, deliveryBoyId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.all });
      void queryClient.invalidateQueries({ queryKey: authKeys.deliveryStats(deliveryBoyId) });
    },
    onError: (error, orderId) => {
      if (isGone(error)) {
        queryClient.setQueryData<AvailableOrdersReply>(deliveryOrderKeys.available, (current) =>
          current ? { ...current, orders: current.orders.filter((order) => order._id !== orderId) } : current,
        );
      } else if (error instanceof ApiError && error.serverMessage === OFF_DUTY_MESSAGE) {
        // The server knows better than the switch on screen: show what it says.
        void queryClient.invalidateQueries({ queryKey: authKeys.delivery });
      }
    },
  });
}
