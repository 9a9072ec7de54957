import { Head, LogoutButton } from '@nukkad/ui';
import { SellerProfile } from '../../features/profile/components/seller-profile';
import { session } from '../../lib/session';

/** /seller/profile: account and shop details, with Logout. */
export function ProfileRoute() {
  const logout = session.useLogout();
  return (
    <>
      <Head title="Profile" />
      <SellerProfile actions={<LogoutButton onLogout={logout.logOut} busy={logout.isPending} />} />
    </>
  );
}
