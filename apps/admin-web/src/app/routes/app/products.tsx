import { BackLink, PageHeader, useDocumentTitle } from '@nukkad/ui';
import { paths } from '../../../config/paths';
import { ProductsList } from '../../../features/products/components/products-list';

/** /admin/adminProducts */
export function ProductsRoute() {
  useDocumentTitle('Products');
  return (
    <div className="container page">
      <PageHeader title="Products" subtitle="Every product of every shop." leading={<BackLink to={paths.app.dashboard.getHref()}>Dashboard</BackLink>} />
      <ProductsList />
    </div>
  );
}
