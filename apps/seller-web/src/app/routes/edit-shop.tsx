import { Head } from '@nukkad/ui';
import { useParams } from 'react-router';
import { EditShop } from '../../features/shop/components/edit-shop';

/** /seller/edit-shop/{shopId} */
export function EditShopRoute() {
  const { shopId = '' } = useParams();
  return (
    <>
      <Head title="Edit shop" />
      <EditShop key={shopId} shopId={shopId} />
    </>
  );
}
