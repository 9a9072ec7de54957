import { Head } from '@nukkad/ui';
import { useParams } from 'react-router';
import { EditProduct } from '../../features/products/components/edit-product';

/** /seller/edit-product/{productId} */
export function EditProductRoute() {
  const { productId = '' } = useParams();
  return (
    <>
      <Head title="Edit product" />
      <EditProduct key={productId} productId={productId} />
    </>
  );
}
