import { Head } from '@nukkad/ui';
import { SellerDashboard } from '../../features/dashboard/components/seller-dashboard';
import { session } from '../../lib/session';

/** Spec: "Back to login clears the seller marker and reloads"; the reload then lands on the login page. */
function backToLogin() {
  session.marker.clear();
  window.location.reload();
}

/** /seller. */
export function DashboardRoute() {
  return (
    <>
      <Head title="Dashboard" />
      <SellerDashboard onBackToLogin={backToLogin} />
    </>
  );
}
