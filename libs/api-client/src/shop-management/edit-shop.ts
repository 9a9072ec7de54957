import type { sellerShopReplySchema, EditShopBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys, sellerShopKeys } from '../query-keys';

// The spec reads nothing from the reply; the API answers with the shop.
export const editShop = (body: EditShopBody) => request<typeof sellerShopReplySchema>('/shop/edit-shop', { method: 'PUT', body });

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
