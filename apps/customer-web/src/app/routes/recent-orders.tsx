import { PageHeader } from '@nukkad/ui';
import { Navigate } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { RecentOrders } from '../../features/orders/components/recent-orders';
import { session } from '../../lib/session';

export default function RecentOrdersRoute() {
  const signedIn = session.useSignedIn();
  if (!signedIn) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <Page title="My Orders" width="medium">
      <PageHeader title="My Orders" />
      <RecentOrders />
    </Page>
  );
}
