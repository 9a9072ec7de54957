import { Head } from '@nukkad/ui';
import { AddProduct } from '../../features/products/components/add-product';

/** /seller/add-product */
export function AddProductRoute() {
  return (
    <>
      <Head title="Add a product" />
      <AddProduct />
    </>
  );
}
