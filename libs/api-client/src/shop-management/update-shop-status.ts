import type { updateShopStatusReplySchema, SellerProfileReply } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys, sellerShopKeys } from '../query-keys';

export const updateShopStatus = (isOpen: boolean) =>
  request<typeof updateShopStatusReplySchema>('/shop/update-status', { method: 'PUT', body: { isOpen } });

/** PUT /api/shop/update-status {isOpen}: the profile shows the new state at once; the shop, its products and the dashboard reload. */
export function useUpdateShopStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopStatus,
    onSuccess: (reply) => {
      queryClient.setQueryData<SellerProfileReply>(sellerShopKeys.profile, (current) =>
        current?.seller.shop ? { ...current, seller: { ...current.seller, shop: { ...current.seller.shop, isOpen: reply.isOpen } } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: sellerShopKeys.all });
      void queryClient.invalidateQueries({ queryKey: authKeys.seller });
    },
  });
}
