import { Head, PageHeader } from '@nukkad/ui';
import { SellerNotifications } from '../../features/notifications/components/seller-notifications';

/** /seller/notifications. */
export function NotificationsRoute() {
  return (
    <>
      <Head title="Notifications" />
      <PageHeader title="Notifications" subtitle="New orders and updates for your shop." />
      <SellerNotifications />
    </>
  );
}
