import { Head } from '@nukkad/ui';
import { EditProfile } from '../../features/profile/components/edit-profile';

/** /seller/edit-profile: profile details and password. */
export function EditProfileRoute() {
  return (
    <>
      <Head title="Edit profile" />
      <EditProfile />
    </>
  );
}
