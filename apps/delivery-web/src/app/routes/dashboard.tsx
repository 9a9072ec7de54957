import { Head } from '@nukkad/ui';
import { AvailableOrders } from '../../features/available-orders/components/available-orders';
import { DashboardGreeting, DeliveryFigures } from '../../features/dashboard/components/delivery-dashboard';
import { OnDutySwitch } from '../../features/dashboard/components/on-duty-switch';

/** /delivery: the partner's name, the on-duty switch and figures, then the orders waiting for a partner. */
export function DashboardRoute() {
  return (
    <>
      <Head title="Dashboard" />
      <div className="stack stack--roomy">
        <div className="stack">
          <DashboardGreeting />
          <OnDutySwitch />
          <DeliveryFigures />
        </div>
        <AvailableOrders />
      </div>
    </>
  );
}
