import { Outlet } from 'react-router';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { RequireSession } from '../../../lib/auth';

/** Every signed-in page: the session guard and the admin frame. */
export function AppRoot() {
  return (
    <RequireSession>
      <AdminLayout>
        <Outlet />
      </AdminLayout>
    </RequireSession>
  );
}
