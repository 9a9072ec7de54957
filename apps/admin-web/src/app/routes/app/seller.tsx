import { BackLink, useDocumentTitle } from '@nukkad/ui';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { SellerDetails } from '../../../features/sellers/components/seller-details';

/** /admin/seller/{sellerId} */
export function SellerRoute() {
  const sellerId = useParams().sellerId ?? '';
  useDocumentTitle('Seller details');
  return (
    <div className="container page">
      <SellerDetails key={sellerId} sellerId={sellerId} backLink={<BackLink to={paths.app.sellers.getHref()}>Sellers</BackLink>} />
    </div>
  );
}
