import type { sellerProductReplySchema, EditProductBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys, sellerShopKeys } from '../query-keys';

export const editProduct = (body: EditProductBody) =>
  request<typeof sellerProductReplySchema>('/shop/edit-product', { method: 'PUT', body });

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
