import { addProduct, authKeys, sellerShopKeys } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/shop/add-product; the list and the dashboard's products count reload. */
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProduct,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerShopKeys.products }),
        queryClient.invalidateQueries({ queryKey: authKeys.seller }),
      ]),
  });
}
