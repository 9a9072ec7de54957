import { authKeys, sellerShopKeys, updateSellerProfile } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

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
