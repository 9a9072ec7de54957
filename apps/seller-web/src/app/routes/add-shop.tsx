import { Head } from '@nukkad/ui';
import { AddShop } from '../../features/shop/components/add-shop';

/** /seller/add-shop */
export function AddShopRoute() {
  return (
    <>
      <Head title="Add your shop" />
      <AddShop />
    </>
  );
}
