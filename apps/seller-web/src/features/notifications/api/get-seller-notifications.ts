import { sellerNotificationsQueryOptions } from '@nukkad/api-client';
import { useQuery } from '@tanstack/react-query';

/** GET /api/notification/getSellerNotifications: the seller's notifications, newest first. */
export function useSellerNotifications() {
  return useQuery(sellerNotificationsQueryOptions());
}
