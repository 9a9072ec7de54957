import { PageHeader } from '@nukkad/ui';
import { Navigate } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { NotificationsList } from '../../features/notifications/components/notifications-list';
import { session } from '../../lib/session';

export default function NotificationsRoute() {
  const signedIn = session.useSignedIn();
  if (!signedIn) return <Navigate to={paths.login.getHref()} replace />;
  return (
    <Page title="Notifications" width="medium">
      <PageHeader title="Notifications" />
      <NotificationsList />
    </Page>
  );
}
