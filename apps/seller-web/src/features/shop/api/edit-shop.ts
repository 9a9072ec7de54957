import { authKeys, editShop, sellerShopKeys } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/shop/edit-shop; everything under the seller's shop keys (profile, shop, products carry the shop's name) and the dashboard reload. */
export function useEditShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editShop,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerShopKeys.all }),
        queryClient.invalidateQueries({ queryKey: authKeys.seller }),
      ]),
  });
}
