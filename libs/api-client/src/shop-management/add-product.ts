import type { sellerProductReplySchema, AddProductBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { authKeys, sellerShopKeys } from '../query-keys';

export const addProduct = (body: AddProductBody) =>
  request<typeof sellerProductReplySchema>('/shop/add-product', { method: 'POST', body });

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
