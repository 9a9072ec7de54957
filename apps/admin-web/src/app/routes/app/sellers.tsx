import { BackLink, PageHeader, useDocumentTitle } from '@nukkad/ui';
import { paths } from '../../../config/paths';
import { SellersList } from '../../../features/sellers/components/sellers-list';

/** /admin/getSellers */
export function SellersRoute() {
  useDocumentTitle('Sellers');
  return (
    <div className="container page">
      <PageHeader title="Sellers" subtitle="Every shop owner; open one for their sales and products." leading={<BackLink to={paths.app.dashboard.getHref()}>Dashboard</BackLink>} />
      <SellersList />
    </div>
  );
}
