import { Page } from '../../components/page';
import { ProfileView } from '../../features/profile/components/profile-view';

export default function ProfileRoute() {
  return (
    <Page title="My Profile" width="medium">
      <ProfileView />
    </Page>
  );
}
