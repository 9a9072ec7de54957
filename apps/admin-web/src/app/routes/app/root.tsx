import { Outlet } from 'react-router';
import { AdminLayout } from '../../../components/layouts/admin-layout';

/** Every signed-in page (the session guard is its parent route): the admin frame. */
export function AppRoot() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
