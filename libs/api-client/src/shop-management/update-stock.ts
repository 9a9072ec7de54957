import type { updateStockReplySchema, SellerProductsReply } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { sellerShopKeys } from '../query-keys';

export const updateStock = (productId: string) =>
  request<typeof updateStockReplySchema>('/shop/update-stock', { method: 'PUT', body: { productId } });

/**
 * PUT /api/shop/update-stock {productId} flips a product's stock. On success the list in the cache takes the new
 * state in place (spec: the local list updates), so the rows do not jump under the seller's thumb; the product reloads.
 */
export function useUpdateStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStock,
    onSuccess: (reply, productId) => {
      queryClient.setQueryData<SellerProductsReply>(sellerShopKeys.products, (current) =>
        current
          ? { ...current, products: current.products.map((product) => (product._id === productId ? { ...product, inStock: reply.inStock } : product)) }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: sellerShopKeys.product(productId) });
    },
  });
}
