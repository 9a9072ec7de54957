import type { SellerProduct, SellerProductsReply } from '@nukkad/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys, sellerShopKeys } from '../query-keys';

/**
 * After archiving or restoring: the list in the cache takes the product as the server now has it, in place (so it
 * moves between the listed and archived sections at once); the product and the dashboard's counts reload.
 */
export function takeSellerProduct(queryClient: QueryClient, product: SellerProduct) {
  queryClient.setQueryData<SellerProductsReply>(sellerShopKeys.products, (current) =>
    current ? { ...current, products: current.products.map((p) => (p._id === product._id ? product : p)) } : current,
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: sellerShopKeys.product(product._id) }),
    queryClient.invalidateQueries({ queryKey: authKeys.seller }),
  ]);
}
