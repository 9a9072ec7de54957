import { deleteAccountFailure, useDeleteAccount } from '@nukkad/api-client';
import { DeleteAccountSection, Head } from '@nukkad/ui';
import { AvailableOrders } from '../../features/available-orders/components/available-orders';
import { DashboardGreeting, DeliveryFigures } from '../../features/dashboard/components/delivery-dashboard';
import { OnDutySwitch } from '../../features/dashboard/components/on-duty-switch';
import { session } from '../../lib/session';

/**
 * /delivery: the partner's name, the on-duty switch and figures, then the orders waiting for a partner; at the foot,
 * the account's danger zone (the rider app's one page about the partner themselves).
 */
export function DashboardRoute() {
  const logout = session.useLogout();
  const deletion = useDeleteAccount();
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
        <DeleteAccountSection role="delivery" confirmWith="password" onDelete={deletion.mutateAsync} onSignOut={logout.logOut} describeError={deleteAccountFailure} />
      </div>
    </>
  );
}
