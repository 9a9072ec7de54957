import { Navigate, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { OrderDetails } from '../../features/orders/components/order-details';
import { OrderHelp } from '../../features/queries/components/order-help';
import { session } from '../../lib/session';

export default function OrderRoute() {
  const orderId = paths.order.fromParams(useParams());
  const signedIn = session.useSignedIn();
  if (!signedIn) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <Page title="Order Details" width="wide">
      <BackLink to={paths.recentOrders.getHref()}>Back to orders</BackLink>
      <OrderDetails key={orderId} orderId={orderId} />
      <OrderHelp key={`help-${orderId}`} orderId={orderId} />
    </Page>
  );
}
