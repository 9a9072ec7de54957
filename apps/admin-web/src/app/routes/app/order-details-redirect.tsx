import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';

/** /getOrderDetails/{id}, where the spec's all-orders rows lead: the same order at /viewOrder, without a step in history. */
export function OrderDetailsRedirect() {
  const orderId = useParams().orderId ?? '';
  return <Navigate to={paths.app.viewOrder.getHref(orderId)} replace />;
}
