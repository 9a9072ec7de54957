import { Head } from '@nukkad/ui';
import { DeliveryDashboard } from '../../features/dashboard/components/delivery-dashboard';
import { AvailableOrders } from '../../features/orders/components/available-orders';

/** /delivery: the partner's figures, then the orders waiting for a partner. */
export function DashboardRoute() {
  return (
    <>
      <Head title="Dashboard" />
      <div className="stack stack--roomy">
        <div>
          <DeliveryDashboard />
        </div>
        <AvailableOrders />
      </div>
    </>
  );
}
