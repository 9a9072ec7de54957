import { LogoutButton } from '../../components/layout/logout-button';
import { Head } from '../../components/seo/head';
import { SellerProfile } from '../../features/profile/components/seller-profile';

/** /seller/profile: account and shop details, with Logout. */
export function ProfileRoute() {
  return (
    <>
      <Head title="Profile" />
      <SellerProfile actions={<LogoutButton />} />
    </>
  );
}
