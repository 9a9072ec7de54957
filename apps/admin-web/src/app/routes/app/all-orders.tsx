import { BackLink, PageHeader, useDocumentTitle } from '@nukkad/ui';
import { paths } from '../../../config/paths';
import { OrderSearch } from '../../../features/order-details/components/order-search';
import { OrdersViews } from '../../../features/orders/components/orders-views';

/** /admin/all-orders: this month's orders and every order, with the order lookup above them. */
export function AllOrdersRoute() {
  useDocumentTitle('Orders');
  return (
    <div className="container page">
      <PageHeader
        title="Orders"
        subtitle="This month’s orders as you scroll, or every order page by page."
        leading={<BackLink to={paths.app.dashboard.getHref()}>Dashboard</BackLink>}
        actions={<OrderSearch />}
        className="page-header--with-search"
      />
      <OrdersViews />
    </div>
  );
}
