import type { sellerProductReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { takeSellerProduct } from './seller-product-cache';

export const restoreProduct = (productId: string) =>
  request<typeof sellerProductReplySchema>(`/shop/restore-product/${encodeURIComponent(productId)}`, { method: 'POST' });

/** POST /api/shop/restore-product/{id}: the product is listed again, in stock. */
export function useRestoreProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreProduct, onSuccess: (reply) => takeSellerProduct(queryClient, reply.product) });
}
