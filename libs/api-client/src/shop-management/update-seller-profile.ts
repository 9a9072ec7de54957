import type { messageReplySchema, UpdateSellerProfileBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys, sellerShopKeys } from '../query-keys';

export const updateSellerProfile = (body: UpdateSellerProfileBody) =>
  request<typeof messageReplySchema>('/shop/update-profile', { method: 'PUT', body });

/** PUT /api/shop/update-profile {username, email}; the profile and the dashboard's greeting reload. */
export function useUpdateSellerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerProfile,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerShopKeys.profile }),
        queryClient.invalidateQueries({ queryKey: authKeys.seller }),
      ]),
  });
}
