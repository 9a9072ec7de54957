import type { orderAgainReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { cartKeys } from '../query-keys';

/** POST /cart/order-again {orderId}: a past order's items that can still be bought go back into the carts. */
export const orderAgain = (orderId: string) => request<typeof orderAgainReplySchema>('/cart/order-again', { method: 'POST', body: { orderId } });

/** The carts are read again afterwards, whatever went in. */
export function useOrderAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => orderAgain(orderId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.cart }),
  });
}
