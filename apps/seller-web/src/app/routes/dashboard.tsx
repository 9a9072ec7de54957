import { Head } from '../../components/seo/head';
import { SellerDashboard } from '../../features/dashboard/components/seller-dashboard';
import { sessionMarker } from '../../lib/session';

/** Spec: "Back to login clears the seller marker and reloads"; the reload then lands on the login page. */
function backToLogin() {
  sessionMarker.clear();
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
