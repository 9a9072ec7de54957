import { addShop, authKeys, sellerShopKeys } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/shop/add-shop; the profile, the seller's shop queries and the dashboard reload. */
export function useAddShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addShop,
    // Not awaited: the form leaves at once instead of redrawing as "shop already set up" while the profile reloads.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sellerShopKeys.all });
      void queryClient.invalidateQueries({ queryKey: authKeys.seller });
    },
  });
}
