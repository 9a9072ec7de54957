import type { notificationsReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { sellerOrderKeys } from '../query-keys';

/** GET /api/notification/getSellerNotifications: the seller's notifications, newest first. */
export const getSellerNotifications = (signal?: AbortSignal) =>
  request<typeof notificationsReplySchema>('/notification/getSellerNotifications', { signal });
export const sellerNotificationsQueryOptions = () =>
  queryOptions({ queryKey: sellerOrderKeys.notifications, queryFn: ({ signal }) => getSellerNotifications(signal) });

export const useSellerNotifications = () => useQuery(sellerNotificationsQueryOptions());
