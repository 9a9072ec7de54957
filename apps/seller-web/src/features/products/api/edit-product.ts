import { authKeys, editProduct, sellerShopKeys } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/shop/edit-product; the list, the product and the dashboard reload. */
export function useEditProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProduct,
    onSuccess: (_reply, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerShopKeys.products }),
        queryClient.invalidateQueries({ queryKey: sellerShopKeys.product(body.productId) }),
        queryClient.invalidateQueries({ queryKey: authKeys.seller }),
      ]),
  });
}
