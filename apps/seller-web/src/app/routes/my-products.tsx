import { Head } from '@nukkad/ui';
import { ProductsList } from '../../features/products/components/products-list';

/** /seller/my-products */
export function MyProductsRoute() {
  return (
    <>
      <Head title="My products" />
      <ProductsList />
    </>
  );
}
