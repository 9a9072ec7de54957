import type { sellerProductReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { takeSellerProduct } from './seller-product-cache';

export const archiveProduct = (productId: string) =>
  request<typeof sellerProductReplySchema>(`/shop/delete-product/${encodeURIComponent(productId)}`, { method: 'DELETE' });

/** DELETE /api/shop/delete-product/{id} archives the product: out of the catalogue, listed under Archived. */
export function useArchiveProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: archiveProduct, onSuccess: (reply) => takeSellerProduct(queryClient, reply.product) });
}
