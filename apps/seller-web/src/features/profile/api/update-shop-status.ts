import { authKeys, sellerShopKeys, updateShopStatus } from '@nukkad/api-client';
import type { SellerProfileReply } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

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
