import { deleteAccountFailure, useDeleteAccount } from '@nukkad/api-client';
import { DeleteAccountSection, Head, LogoutButton } from '@nukkad/ui';
import { SellerProfile } from '../../features/profile/components/seller-profile';
import { session } from '../../lib/session';

/** /seller/profile: account and shop details, with Logout, and the danger zone to delete the account. */
export function ProfileRoute() {
  const logout = session.useLogout();
  const deletion = useDeleteAccount();
  return (
    <>
      <Head title="Profile" />
      <SellerProfile actions={<LogoutButton onLogout={logout.logOut} busy={logout.isPending} />} />
      <DeleteAccountSection role="seller" confirmWith="password" onDelete={deletion.mutateAsync} onSignOut={logout.logOut} describeError={deleteAccountFailure} />
    </>
  );
}
