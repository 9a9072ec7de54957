import type { sellerShopReplySchema, AddShopBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys, sellerShopKeys } from '../query-keys';

// The spec reads nothing from the reply; the API answers with the shop.
export const addShop = (body: AddShopBody) => request<typeof sellerShopReplySchema>('/shop/add-shop', { method: 'POST', body });

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
